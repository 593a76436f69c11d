import { InfoPage } from '../info-page';

export function CookiesPage() {
  return (
    <InfoPage
      title="Cookies"
      intro="Kurio sets two cookies and uses no advertising or tracking cookies."
      sections={[
        {
          heading: 'sid',
          body: 'Keeps you signed in. It holds a random value, is readable only by the server (HttpOnly), is sent only to Kurio (SameSite=Lax), and is deleted when you log out or after it expires.',
        },
        {
          heading: 'tz',
          body: 'Your device’s time zone, such as Europe/Paris, so the pages Kurio’s server prepares for you count your day in your time. It is readable only by the server (HttpOnly), sent only to Kurio (SameSite=Lax) and kept for a year.',
        },
        {
          heading: 'Local storage',
          body: 'The browser keeps a small record under the key "kurio": your name, plan and lesson chat history on this device, so pages open quickly. Logging out clears the account part.',
        },
        {
          heading: 'Payments',
          body: 'When you pay, Stripe’s checkout page (on stripe.com) may set its own cookies for fraud prevention, under Stripe’s privacy policy.',
        },
      ]}
    />
  );
}
