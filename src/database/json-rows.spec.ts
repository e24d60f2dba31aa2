import { Column, CreateDateColumn, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from './bigint-as-number';
import { CombinedReads, entitiesFromJson, jsonRow, jsonRows, readColumns } from './json-rows';
import { SnakeNamingStrategy } from './snake-naming.strategy';

@Entity('widgets')
class Widget {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  displayName: string;

  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  priceMinor: number | null;

  @Column({ type: 'bigint', nullable: true })
  sequence: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  secret: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  shippedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** Metadata only: the data source is built, never connected. */
const dataSource = new DataSource({
  type: 'postgres',
  entities: [Widget],
  namingStrategy: new SnakeNamingStrategy(),
});

// Built as `initialize` builds them, without a connection (the method is protected).
beforeAll(() => (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas());

describe('json rows', () => {
  it('turns json rows into entities as a find would: timestamps as dates, transformers applied, bigints as strings', () => {
    const [widget, bare] = entitiesFromJson(dataSource, Widget, [
      {
        id: 'a',
        display_name: 'Lamp',
        price_minor: 150000,
        sequence: 42,
        shipped_at: '2026-11-27T12:34:56.789012+00:00',
        created_at: '2026-11-01T08:00:00+01:00',
      },
      { id: 'b', display_name: 'Chair', price_minor: null, shipped_at: null },
    ]);
    expect(widget).toBeInstanceOf(Widget);
    expect(widget).toMatchObject({ id: 'a', displayName: 'Lamp', priceMinor: 150000 });
    expect(widget.sequence).toBe('42');
    expect(widget.shippedAt?.toISOString()).toBe('2026-11-27T12:34:56.789Z');
    expect(widget.createdAt.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    // A column the SELECT left out stays undefined; a null stays null.
    expect(bare.createdAt).toBeUndefined();
    expect([bare.priceMinor, bare.shippedAt]).toEqual([null, null]);
  });

  it('reads one json object as one entity, and nothing as none', () => {
    expect(entitiesFromJson(dataSource, Widget, { id: 'c', display_name: 'Desk' })).toHaveLength(1);
    expect(entitiesFromJson(dataSource, Widget, null)).toEqual([]);
  });

  it('lists the columns a find reads, leaving out select: false', () => {
    expect(readColumns(dataSource, Widget, 'w')).toBe(
      'w.id, w.display_name, w.price_minor, w.sequence, w.shipped_at, w.created_at',
    );
  });

  it('wraps a SELECT as a scalar subquery returning json', () => {
    expect(jsonRows('SELECT 1 AS n', 'r.n')).toBe(
      "SELECT coalesce(json_agg(r ORDER BY r.n), '[]'::json) FROM (SELECT 1 AS n) r",
    );
    expect(jsonRow('SELECT 1 AS n')).toBe('SELECT row_to_json(r) FROM (SELECT 1 AS n LIMIT 1) r');
  });

  it('combines named reads into one statement, a column each, and refuses a read it was not given', () => {
    const reads = new CombinedReads([{ a: 'SELECT 1' }, { a: 'SELECT 2', b: 'SELECT 3' }]);
    expect(reads.sql).toBe(
      'SELECT (SELECT 1) AS "0.a",\n       (SELECT 2) AS "1.a",\n       (SELECT 3) AS "1.b"',
    );
    const row = { '0.a': 1, '1.a': 2, '1.b': 3 };
    expect([reads.value(row, 0, 'a'), reads.value(row, 1, 'a'), reads.value(row, 1, 'b')]).toEqual([1, 2, 3]);
    expect(() => reads.value(row, 0, 'b')).toThrow('No read named b in part 0');
  });
});
