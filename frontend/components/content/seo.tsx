import { Head, usePage } from '@inertiajs/react';
import { SITE_NAME } from '@/lib/site';

interface SeoProps {
  title: string;
  description: string;
  /** Canonical path; defaults to the current URL without its query string. */
  canonicalPath?: string;
  jsonLd?: Array<Record<string, unknown>>;
  noindex?: boolean;
}

/** Title, description, canonical URL, OpenGraph/Twitter tags and JSON-LD, rendered on the server too. */
export function Seo({ title, description, canonicalPath, jsonLd = [], noindex = false }: SeoProps) {
  const page = usePage<{ site: { url: string } }>();
  const canonical = `${page.props.site.url}${canonicalPath ?? page.url.split('?')[0]}`;
  return (
    <Head title={title}>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(data).replace(/</g, '\\u003c')}
        </script>
      ))}
    </Head>
  );
}

export function breadcrumbJsonLd(siteUrl: string, trail: Array<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

export function faqJsonLd(faq: Array<{ question: string; answer: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A free tool's schema.org description (a web application that costs nothing). */
export function webApplicationJsonLd(siteUrl: string, name: string, path: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name,
    url: `${siteUrl}${path}`,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any (web browser)',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    description,
  };
}
