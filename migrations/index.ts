import { EnablePgcrypto1763884800000 } from './1763884800000-enable-pgcrypto';

/** Every migration, in order. Listed explicitly so compiled and test runs load the same set. */
export const allMigrations = [EnablePgcrypto1763884800000];
