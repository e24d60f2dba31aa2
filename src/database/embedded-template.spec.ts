import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE } from './directory-lock';
import { copyTemplateIfNew } from './embedded-template';

describe('copyTemplateIfNew: a new embedded data folder starts as a copy of the migrated template', () => {
  let root: string;
  let template: string;
  let data: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'embedded-template-'));
    template = join(root, 'template');
    data = join(root, 'data');
    mkdirSync(join(template, 'base', '1'), { recursive: true });
    writeFileSync(join(template, 'PG_VERSION'), '17\n');
    writeFileSync(join(template, 'base', '1', '1259'), 'catalog pages');
    writeFileSync(join(template, LOCK_FILE), '999999');
    mkdirSync(data);
    writeFileSync(join(data, LOCK_FILE), String(process.pid));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('copies every file of the template into a folder without a cluster, keeping this process’s lock', () => {
    expect(copyTemplateIfNew(data, template)).toBe(true);
    expect(readFileSync(join(data, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(join(data, 'base', '1', '1259'), 'utf8')).toBe('catalog pages');
    expect(readFileSync(join(data, LOCK_FILE), 'utf8')).toBe(String(process.pid));
  });

  it('leaves a folder that has a cluster as it is', () => {
    writeFileSync(join(data, 'PG_VERSION'), '17\n');
    expect(copyTemplateIfNew(data, template)).toBe(false);
    expect(existsSync(join(data, 'base'))).toBe(false);
  });

  it('copies over a copy that was cut short (files, but no PG_VERSION)', () => {
    mkdirSync(join(data, 'base', '1'), { recursive: true });
    writeFileSync(join(data, 'base', '1', '1259'), 'half');
    expect(copyTemplateIfNew(data, template)).toBe(true);
    expect(readFileSync(join(data, 'base', '1', '1259'), 'utf8')).toBe('catalog pages');
  });

  it('does nothing without a template (`npm run dev` before any build), or with an unfinished one', () => {
    expect(copyTemplateIfNew(data, null)).toBe(false);
    expect(copyTemplateIfNew(data, join(root, 'missing'))).toBe(false);
    rmSync(join(template, 'PG_VERSION'));
    expect(copyTemplateIfNew(data, template)).toBe(false);
    expect(existsSync(join(data, 'base'))).toBe(false);
  });
});
