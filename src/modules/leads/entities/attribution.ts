import { Column } from 'typeorm';

/** Where the visitor came from: first-touch UTM tags, referrer and landing page of the visit. */
export class Attribution {
  @Column({ type: 'text', nullable: true })
  utmSource: string | null;

  @Column({ type: 'text', nullable: true })
  utmMedium: string | null;

  @Column({ type: 'text', nullable: true })
  utmCampaign: string | null;

  @Column({ type: 'text', nullable: true })
  utmTerm: string | null;

  @Column({ type: 'text', nullable: true })
  utmContent: string | null;

  @Column({ type: 'text', nullable: true })
  referrer: string | null;

  @Column({ type: 'text', nullable: true })
  landingPath: string | null;
}
