import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Redirect-style entries (SPEC "Redirect-style entries"): no page of their own. $BOOKING_URL is
 * resolved at run time from the BOOKING_URL setting; vendor "try" links start at the vendor's site.
 */
const SEEDED: Array<[path: string, target: string, status: 301 | 302, note: string]> = [
  ['/book', '$BOOKING_URL', 302, 'Booking page (BOOKING_URL setting)'],
  ['/try-pipedrive', 'https://www.pipedrive.com/', 302, 'Pipedrive sign-up'],
  ['/try-zoho-one', 'https://www.zoho.com/one/', 302, 'Zoho One sign-up'],
  ['/try-zoho-crm', 'https://www.zoho.com/crm/', 302, 'Zoho CRM sign-up'],
  ['/try-hubspot', 'https://www.hubspot.com/', 302, 'HubSpot sign-up'],
  ['/try-activecampaign', 'https://www.activecampaign.com/', 302, 'ActiveCampaign sign-up'],
  [
    '/try-active-campaign',
    'https://www.activecampaign.com/',
    302,
    'ActiveCampaign sign-up (alternative spelling)',
  ],
  ['/services/optimization', '/services/revops', 301, 'Optimisation is part of RevOps consulting'],
  ['/services/training', '/services/workshops', 301, 'Training is delivered as workshops'],
  ['/services/consulting', '/services', 301, 'All consulting services'],
];

export class CreateRedirects1763884900000 implements MigrationInterface {
  name = 'CreateRedirects1763884900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE redirects (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        path text NOT NULL UNIQUE CHECK (path LIKE '/%'),
        -- A site path (not "//host" or "/\\host"), an https URL, or the booking-URL placeholder: never javascript: or data:.
        target text NOT NULL CHECK (target = '$BOOKING_URL' OR target ~ '^/([^/\\\\]|$)' OR target ~ '^https://[^/\\\\]'),
        status smallint NOT NULL DEFAULT 302 CHECK (status IN (301, 302)),
        note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const [path, target, status, note] of SEEDED) {
      await queryRunner.query('INSERT INTO redirects (path, target, status, note) VALUES ($1, $2, $3, $4)', [
        path,
        target,
        status,
        note,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE redirects');
  }
}
