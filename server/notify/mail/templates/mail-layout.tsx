import type { CSSProperties, ReactNode } from 'react';
import { Body, Button, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { UNSUBSCRIBE_URL, type SchoolBrand } from '../mail-content';

/**
 * Issue 46: the frame every school mail shares. Styles are inline (mail clients drop <style> blocks
 * and classes) and the content column is 600 px wide, the width mail clients lay out reliably.
 */

export const FONT_STACK = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
/** The content column inside the 600 px container's 20 px padding: the widest an image may be. */
export const CONTENT_WIDTH = 560;

export const mutedText: CSSProperties = { color: '#555555', fontSize: '14px', lineHeight: '20px', margin: '0 0 8px' };
export const bodyText: CSSProperties = { color: '#1a1a1a', fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };

/** 'Football, Men's Basketball, and Softball'. */
export function listOf(names: string[]): string {
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(names);
}

/** The school's call to action: its primary colour, so the button reads as the school's own. */
export function MailButton({ brand, href, children }: { brand: SchoolBrand; href: string; children: ReactNode }) {
  const style: CSSProperties = {
    backgroundColor: brand.primaryColor,
    color: brand.primaryTextColor,
    borderRadius: '6px',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 24px',
    textDecoration: 'none',
  };
  return (
    <Button href={href} style={style}>
      {children}
    </Button>
  );
}

interface MailLayoutProps {
  brand: SchoolBrand;
  /** The line inboxes show after the subject. */
  preview: string;
  /** Why this address gets this mail (CAN-SPAM wants the reason and a way out in every mail). */
  reason: string;
  /** False in the sign-up confirmation: the address is not subscribed yet, so there is nothing to leave. */
  unsubscribe: boolean;
  children: ReactNode;
}

export function MailLayout({ brand, preview, reason, unsubscribe, children }: MailLayoutProps) {
  const band: CSSProperties = { backgroundColor: brand.primaryColor, borderBottom: `4px solid ${brand.secondaryColor}`, padding: '20px', textAlign: 'center' };
  return (
    <Html lang="en" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f2f2f2', fontFamily: FONT_STACK, margin: 0, padding: '16px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: '600px', width: '100%' }}>
          <Section style={band}>
            {/* The PNG is drawn 96 px high and shown at 48 so it stays sharp on dense screens. */}
            {/* Left out of the text part, where an image link would be a bare address before the name. */}
            <Link href={brand.siteUrl} data-skip-in-text="true">
              <Img src={brand.logoUrl} alt={brand.name} height="48" style={{ margin: '0 auto', height: '48px', width: 'auto' }} />
            </Link>
            <Text style={{ color: brand.primaryTextColor, fontSize: '20px', fontWeight: 700, lineHeight: '28px', margin: '8px 0 0' }}>{brand.name}</Text>
          </Section>
          <Section style={{ padding: '24px 20px 8px' }}>{children}</Section>
          <Section style={{ padding: '0 20px 24px' }}>
            <Hr style={{ borderColor: '#dddddd', margin: '8px 0 16px' }} />
            <Text style={mutedText}>{reason}</Text>
            {brand.postalAddress ? <Text style={mutedText}>{`${brand.name} · ${brand.postalAddress}`}</Text> : null}
            <Text style={mutedText}>
              Questions? Write to <Link href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</Link>.
            </Text>
            {unsubscribe ? (
              <Text style={mutedText}>
                <Link href={UNSUBSCRIBE_URL} style={{ color: '#555555', textDecoration: 'underline' }}>
                  Unsubscribe
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
