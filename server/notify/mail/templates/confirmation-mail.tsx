import { Heading, Section, Text } from '@react-email/components';
import type { ConfirmationMailInput } from '../mail-content';
import { bodyText, listOf, MailButton, MailLayout, mutedText } from './mail-layout';

export function confirmationSubject(input: ConfirmationMailInput): string {
  return `Confirm your sign-up to ${input.brand.name}`;
}

/** Issue 46: double opt-in. Nothing is sent to the address until its owner presses the one button. */
export function ConfirmationMail(input: ConfirmationMailInput) {
  const { brand } = input;
  const host = new URL(brand.siteUrl).host;
  return (
    <MailLayout
      brand={brand}
      preview={`One click to start hearing from ${brand.name}.`}
      reason={`You get this mail because this address was entered on ${host} to hear from ${brand.name}.`}
      unsubscribe={false}
    >
      <Heading as="h1" style={{ color: '#1a1a1a', fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' }}>
        Confirm your sign-up
      </Heading>
      <Text style={bodyText}>Press the button to start getting mail from {brand.name}:</Text>
      {input.newsSports.length > 0 ? (
        <Text style={bodyText}>
          <strong>News</strong> of {listOf(input.newsSports)}
        </Text>
      ) : null}
      {input.finalSports.length > 0 ? (
        <Text style={bodyText}>
          <strong>Final scores</strong> of {listOf(input.finalSports)}
        </Text>
      ) : null}
      <Section style={{ margin: '8px 0 24px' }}>
        <MailButton brand={brand} href={input.confirmUrl}>
          Confirm my sign-up
        </MailButton>
      </Section>
      <Text style={mutedText}>The link works once and expires on {input.expiresText}.</Text>
      <Text style={mutedText}>If you did not sign up, ignore this mail: nothing is sent to you unless you confirm.</Text>
    </MailLayout>
  );
}
