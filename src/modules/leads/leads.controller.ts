import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimit, RateLimitGuard } from '@common/rate-limit/rate-limit';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { ContactDto } from './dto/contact.dto';
import { JumpstartDto } from './dto/jumpstart.dto';
import { NewsletterLinkQueryDto, NewsletterSignupDto, UnsubscribeLinkQueryDto } from './dto/newsletter.dto';
import { LEAD_RATE_LIMITS } from './lead-rate-limits';
import { LeadsService, sourcePathOf } from './leads.service';
import { NewsletterService } from './newsletter.service';
import { withFormTime } from './form-tokens';
import { LeadsError } from './leads.error';
import { AnalyticsService } from '@modules/analytics';
import type { NewsletterConfirmResult } from '@shared/pages/leads';
import { LinkTokenBodyDto } from '@common/validation/link-token.dto';
import { routes } from '@shared/routes';
import { CsrfExempt } from '@common/http/path-policies';

const CONTACT_PAGES = [routes.pages.contact(), routes.pages.contactBackup()];

/** What the browser shows after a lead form: the form's thank-you state and a toast. */
export type LeadSent = 'contact' | 'newsletter';
const NEWSLETTER_CONFIRMED_FLASH = 'newsletterConfirmed';

/**
 * The public lead forms. The pages themselves are content pages (content/pages) with a form
 * section; these routes take the posts. A submission the spam checks catch gets the same answer
 * as a real one, so a bot learns nothing.
 */
@Controller()
export class LeadsController {
  constructor(
    private readonly leads: LeadsService,
    private readonly newsletter: NewsletterService,
    private readonly analytics: AnalyticsService,
  ) {}

  @Post('contact')
  @UseGuards(RateLimitGuard)
  @RateLimit(LEAD_RATE_LIMITS.contact)
  async contact(@Body() dto: ContactDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const lead = await this.leads.submitContact(withFormTime(dto, req), {
      userAgent: req.get('user-agent') ?? null,
      defaultPath: routes.pages.contact(),
    });
    if (!lead.spamReason) await this.analytics.goal('contact_submitted', { req, ref: lead.id });
    const page = sourcePathOf(dto, routes.pages.contact());
    inertia
      .flash({ leadSent: 'contact' satisfies LeadSent })
      .toast('Thanks, your message is on its way', 'success', 'We reply within one working day.');
    return inertia.redirect(CONTACT_PAGES.includes(page) ? page : routes.pages.contact());
  }

  @Post('jumpstart')
  @UseGuards(RateLimitGuard)
  @RateLimit(LEAD_RATE_LIMITS.jumpstart)
  async jumpstart(@Body() dto: JumpstartDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const application = await this.leads.submitJumpstart(withFormTime(dto, req), {
      userAgent: req.get('user-agent') ?? null,
      defaultPath: routes.pages.jumpstart(),
    });
    if (!application.spamReason) await this.analytics.goal('jumpstart_applied', { req, ref: application.id });
    inertia.toast('Your application is in', 'success', 'We have emailed you a copy.');
    return inertia.redirect(routes.pages.jumpstartThankYou());
  }

  @Post('newsletter')
  @UseGuards(RateLimitGuard)
  @RateLimit(LEAD_RATE_LIMITS.newsletterPerIp, LEAD_RATE_LIMITS.newsletterPerEmail)
  async subscribe(@Body() dto: NewsletterSignupDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    await this.newsletter.subscribe(withFormTime(dto, req), '/');
    inertia
      .flash({ leadSent: 'newsletter' satisfies LeadSent })
      .toast('Check your inbox', 'success', 'Click the link in our email to confirm your subscription.');
    return inertia.back();
  }

  /**
   * Where the emailed link lands: it shows a button, and only the button's POST confirms (mail
   * scanners open every link; a GET that confirmed would opt people in without their click).
   */
  @Get('newsletter/confirm')
  async confirmPage(@Query() { token: link }: NewsletterLinkQueryDto, @Inertia() inertia: InertiaContext) {
    const confirmed = inertia.incomingFlash[NEWSLETTER_CONFIRMED_FLASH] as
      NewsletterConfirmResult | undefined;
    const result = confirmed ?? (await this.newsletter.checkConfirmation(link));
    return inertia.render('leads/newsletter-confirm', {
      result,
      token: result === 'ready' ? (link ?? null) : null,
    });
  }

  @Post('newsletter/confirm')
  async confirm(
    @Body() { token }: LinkTokenBodyDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    // At most 512 characters (the DTO): a huge token would only make the redirect's headers too big to read.
    const result = await this.newsletter.confirm(token);
    if (result === 'confirmed') await this.analytics.goal('newsletter_confirmed', { req });
    inertia.flash({ [NEWSLETTER_CONFIRMED_FLASH]: result });
    // Back to the link's own address: a reload then says "already subscribed", not "not valid".
    return inertia.redirect(routes.leads.confirmPage({ token }));
  }

  @Get('newsletter/unsubscribe')
  async unsubscribePage(@Query() query: UnsubscribeLinkQueryDto, @Inertia() inertia: InertiaContext) {
    const subscriber = await this.newsletter.fromLink(query.id, query.token);
    return inertia.render('leads/newsletter-unsubscribe', {
      subscriber: subscriber && { email: subscriber.email, status: subscriber.status },
      link: subscriber && typeof query.token === 'string' ? { id: subscriber.id, token: query.token } : null,
    });
  }

  /**
   * The page's button, and RFC 8058 one-click unsubscribe (mail providers POST
   * `List-Unsubscribe=One-Click` to the List-Unsubscribe URL without a CSRF token: the signed link
   * is the proof, so this path is CSRF-exempt).
   */
  @Post('newsletter/unsubscribe')
  @CsrfExempt()
  @HttpCode(200)
  async unsubscribe(
    @Query() query: UnsubscribeLinkQueryDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const subscriber = await this.newsletter.fromLink(query.id, query.token);
    if (!req.get('X-Inertia')) {
      if (!subscriber)
        throw new LeadsError(404, 'leads.unsubscribe_link_invalid', 'This unsubscribe link is not valid.');
      await this.newsletter.unsubscribe(subscriber);
      return 'You are unsubscribed.';
    }
    if (subscriber) {
      await this.newsletter.unsubscribe(subscriber);
      inertia.toast('You are unsubscribed', 'success', 'You will not get the newsletter again.');
    }
    return inertia.redirect(unsubscribePage(query));
  }

  @Post('newsletter/resubscribe')
  async resubscribe(@Query() query: UnsubscribeLinkQueryDto, @Inertia() inertia: InertiaContext) {
    const subscriber = await this.newsletter.fromLink(query.id, query.token);
    if (subscriber) {
      await this.newsletter.resubscribe(subscriber);
      inertia.toast(
        'Check your inbox',
        'success',
        'Click the link in our email to confirm your subscription.',
      );
    }
    return inertia.redirect(unsubscribePage(query));
  }
}

const unsubscribePage = (query: UnsubscribeLinkQueryDto) =>
  routes.leads.unsubscribePage({ id: String(query.id ?? ''), token: String(query.token ?? '') });
