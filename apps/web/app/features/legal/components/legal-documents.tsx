import type { ReactNode } from 'react';

/**
 * The legal pages are published in English only (the binding version); headings and body are
 * content, like blog posts, rather than interface strings.
 */
export const legalUpdatedAt = '2026-11-01';

export interface LegalDocument {
  title: string;
  body: () => ReactNode;
}

export const terms: LegalDocument = {
  title: 'Terms of service',
  body: () => (
    <>
      <p>
        These terms govern your use of Brandloom, a service for creating advertising images and videos from
        text prompts and brand information. By creating an account or using the service you agree to them.
      </p>
      <h2>1. Your account</h2>
      <p>
        You need an account to create creatives. Keep your sign-in details confidential and tell us promptly
        if you suspect unauthorised use. You are responsible for activity under your account. You must be at
        least 16 years old, or the age of digital consent where you live.
      </p>
      <h2>2. Plans and credits</h2>
      <p>
        Generating creatives uses credits. The cost is shown before you generate. Free accounts receive a
        monthly credit allowance; paid plans (Plus and Flex) receive their allowance at the start of each
        billing period. Unused monthly credits do not carry over. Purchased additional credits remain until
        used. Credits reserved for a generation that fails or is blocked by moderation are returned to you.
      </p>
      <h2>3. Payments, cancellation and changes</h2>
      <p>
        Paid plans renew automatically until cancelled. You can cancel at any time; your plan stays active
        until the end of the paid period and then changes to Free. Upgrades take effect immediately;
        downgrades take effect at the end of the current period. Prices include the taxes shown at checkout.
      </p>
      <h2>4. Your content</h2>
      <p>
        You keep all rights to the brand material, uploads and prompts you provide and to the creatives you
        generate, to the extent the law allows. You give us the limited permission needed to store, process
        and display this content to operate the service. If you choose to publish creatives to the explore
        feed, other users can see them until you unpublish them.
      </p>
      <h2>5. Acceptable use</h2>
      <p>
        Do not use Brandloom to create content that is unlawful, deceptive, infringes others’ rights
        (including trademarks you are not authorised to use), or depicts real people without their consent. We
        may block generations and suspend accounts that break these rules.
      </p>
      <h2>6. Availability and liability</h2>
      <p>
        We work to keep the service available and your data safe, but we provide it “as is”. To the extent
        permitted by law, our liability is limited to the amount you paid us in the twelve months before the
        claim. Nothing in these terms limits liability that cannot be limited by law.
      </p>
      <h2>7. Ending the agreement</h2>
      <p>
        You can delete your account at any time in the settings; active subscriptions are cancelled on
        deletion. We may end or suspend accounts that seriously or repeatedly break these terms.
      </p>
      <h2>8. Changes to these terms</h2>
      <p>
        We will tell you about material changes by e-mail or in the app at least 30 days before they take
        effect. If you do not agree, you can cancel before the changes apply.
      </p>
    </>
  ),
};

export const privacy: LegalDocument = {
  title: 'Privacy policy',
  body: () => (
    <>
      <p>
        This policy explains what personal data Brandloom processes, why, and what choices you have. We
        collect only what we need to run the service.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account data:</strong> your name, e-mail address, username and a securely hashed password,
          or your Google account identifier if you sign in with Google.
        </li>
        <li>
          <strong>Content:</strong> brand information, uploads, prompts and the creatives you generate.
        </li>
        <li>
          <strong>Billing data:</strong> plan, credit balance and payment status. Card details are handled by
          our payment provider and never stored by us.
        </li>
        <li>
          <strong>Technical data:</strong> sign-in sessions, error reports from your browser (message, page
          address and browser version) and basic server logs.
        </li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        To provide the service you signed up for (contract), to keep it secure and fix errors (legitimate
        interest), to meet legal obligations such as tax records, and — only with your consent — to send
        product news.
      </p>
      <h2>Cookies and local storage</h2>
      <p>
        We use strictly necessary cookies for your session, and preference cookies that remember your language
        (<code>lang</code>) and colour mode (<code>color-mode</code>). We do not use advertising cookies.
      </p>
      <h2>Who processes it</h2>
      <p>
        Our hosting, storage, e-mail and payment providers process data on our behalf under data processing
        agreements. When you use an external image or video model, your prompt and the images needed for the
        generation are sent to that model provider.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep your account and content while your account exists. When you delete your account, we delete
        your content within 30 days, except records we must keep by law, such as invoices.
      </p>
      <h2>Your rights</h2>
      <p>
        You can access, correct, export and delete your data, object to processing based on legitimate
        interest, and withdraw consent at any time. You also have the right to complain to your data
        protection authority. To use your rights, write to privacy@brandloom.app.
      </p>
    </>
  ),
};
