import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { describeWithDatabase, describeWithRedis, startTestApp } from '../support/test-app';

const buildId = (JSON.parse(readFileSync('dist/build.json', 'utf8')) as { id: string }).id;

describeWithDatabase('GET /health', () => {
  it('reports the database, in-process jobs and the build id', async () => {
    const testApp = await startTestApp();
    try {
      const { agent } = await testApp.visitor();
      const res = await agent.get('/health').expect(200);
      expect(res.body.status).toBe('ok');
      expect(res.body.info).toEqual({
        database: { status: 'up' },
        redis: { status: 'up', mode: 'in-process' },
        build: { status: 'up', id: buildId, timestamp: expect.any(String) },
      });
    } finally {
      await testApp.close();
    }
  });

  it('reports 503 with the database down when it cannot be reached', async () => {
    const testApp = await startTestApp();
    const dataSource = testApp.app.get(DataSource);
    try {
      await dataSource.destroy();
      const { agent } = await testApp.visitor();
      const res = await agent.get('/health').expect(503);
      expect(res.body.status).toBe('error');
      expect(res.body.error.database.status).toBe('down');
    } finally {
      await dataSource.initialize();
      await testApp.close();
    }
  });
});

describeWithRedis('GET /health with Redis', () => {
  it('reports BullMQ on Redis as up', async () => {
    const testApp = await startTestApp({ useRedis: true });
    try {
      const { agent } = await testApp.visitor();
      const res = await agent.get('/health').expect(200);
      expect(res.body.info.redis).toEqual({ status: 'up', mode: 'bullmq' });
    } finally {
      await testApp.close();
    }
  });

  it('reports Redis down when the configured server does not answer', async () => {
    // Port 1 on loopback: nothing listens there.
    const testApp = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const { agent } = await testApp.visitor();
      const res = await agent.get('/health').expect(503);
      expect(res.body.error.redis).toMatchObject({ status: 'down', mode: 'bullmq' });
    } finally {
      await testApp.close();
    }
  });
});
