import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { InvalidFields } from '@common/errors/invalid-fields';
import type { TemplateVariable } from '@shared/signing';
import type { TrainingTier } from '@shared/training';
import { placeholdersIn } from './agreement-text';
import { AgreementTemplate } from './entities/agreement-template.entity';
import { AgreementTemplateVersion } from './entities/agreement-template-version.entity';
import { SigningError } from './signing.error';
import { AuthService } from '@modules/auth';

export interface TemplateWithVersion {
  template: AgreementTemplate;
  version: AgreementTemplateVersion;
}

export interface TemplateDraft {
  name: string;
  description: string;
  body: string;
  variables: TemplateVariable[];
  /** An admin who countersigns every agreement made from it, after the signer; null: none. */
  countersignerEmail: string | null;
  /** The programme tier a paid agreement of this template opens in the training area; null: none. */
  trainingTier: TrainingTier | null;
}

/** Agreement templates. Saving never edits a text in place: it adds a version and points at it. */
@Injectable()
export class TemplatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AgreementTemplate) private readonly templates: Repository<AgreementTemplate>,
    @InjectRepository(AgreementTemplateVersion)
    private readonly versions: Repository<AgreementTemplateVersion>,
    private readonly auth: AuthService,
  ) {}

  /** Active templates with their current text, by name. */
  async active(): Promise<TemplateWithVersion[]> {
    const templates = await this.templates.find({ where: { archivedAt: IsNull() }, order: { name: 'ASC' } });
    return Promise.all(
      templates.map(async (template) => ({ template, version: await this.currentVersion(template) })),
    );
  }

  async get(id: string): Promise<TemplateWithVersion> {
    const template = await this.templates.findOneBy({ id });
    if (!template) throw new SigningError(404, 'signing.template_not_found', 'This template does not exist.');
    return { template, version: await this.currentVersion(template) };
  }

  versionById(id: string): Promise<AgreementTemplateVersion | null> {
    return this.versions.findOneBy({ id });
  }

  async create(draft: TemplateDraft, admin: string): Promise<AgreementTemplate> {
    await this.check(draft);
    return this.dataSource.transaction(async (manager) => {
      if (await manager.existsBy(AgreementTemplate, { name: draft.name }))
        throw new InvalidFields({ name: 'A template with this name exists already.' });
      const template = await manager.save(
        manager.create(AgreementTemplate, {
          name: draft.name,
          description: draft.description,
          trainingTier: draft.trainingTier,
          currentVersion: 1,
        }),
      );
      await manager.insert(AgreementTemplateVersion, {
        templateId: template.id,
        version: 1,
        body: draft.body,
        variables: draft.variables,
        countersignerEmail: draft.countersignerEmail,
        createdBy: admin,
      });
      return template;
    });
  }

  /** Saves the text as the next version; agreements made earlier keep pointing at theirs. */
  async saveVersion(id: string, draft: TemplateDraft, admin: string): Promise<number> {
    await this.check(draft);
    return this.dataSource.transaction(async (manager) => {
      const template = await manager
        .getRepository(AgreementTemplate)
        .createQueryBuilder('template')
        .setLock('pessimistic_write')
        .where('template.id = :id', { id })
        .getOne();
      if (!template)
        throw new SigningError(404, 'signing.template_not_found', 'This template does not exist.');
      if (
        await manager
          .getRepository(AgreementTemplate)
          .createQueryBuilder('t')
          .where('t.name = :name AND t.id <> :id', { name: draft.name, id })
          .getExists()
      )
        throw new InvalidFields({ name: 'A template with this name exists already.' });
      const next = template.currentVersion + 1;
      await manager.insert(AgreementTemplateVersion, {
        templateId: id,
        version: next,
        body: draft.body,
        variables: draft.variables,
        countersignerEmail: draft.countersignerEmail,
        createdBy: admin,
      });
      await manager.update(AgreementTemplate, id, {
        currentVersion: next,
        name: draft.name,
        description: draft.description,
        trainingTier: draft.trainingTier,
      });
      return next;
    });
  }

  /** Every `{{key}}` in the text is a declared variable, keys are unique, a countersigner is an admin. */
  private async check(draft: TemplateDraft): Promise<void> {
    if (draft.countersignerEmail && !(await this.auth.isAdminEmail(draft.countersignerEmail)))
      throw new InvalidFields({
        countersignerEmail: 'The countersigner must be an admin of this site: invite them first.',
      });
    const keys = new Set<string>();
    for (const variable of draft.variables) {
      if (keys.has(variable.key))
        throw new InvalidFields({
          variables: `The variable “${variable.key}” is declared twice.`,
        });
      keys.add(variable.key);
    }
    const undeclared = placeholdersIn(draft.body).filter((key) => !keys.has(key));
    if (undeclared.length > 0) {
      throw new InvalidFields({
        body: `The text uses ${undeclared.map((key) => `{{${key}}}`).join(', ')}: declare ${undeclared.length === 1 ? 'it' : 'them'} as variables.`,
      });
    }
  }

  private async currentVersion(template: AgreementTemplate): Promise<AgreementTemplateVersion> {
    return this.versions.findOneByOrFail({ templateId: template.id, version: template.currentVersion });
  }
}
