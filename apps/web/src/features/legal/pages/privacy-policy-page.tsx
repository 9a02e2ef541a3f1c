import { LegalPage } from '../components/legal-page';
import { LEGAL } from '../legal-facts';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" effective={LEGAL.privacyEffective}>
      <p>
        Mise keeps your recipe collection, shopping list and pantry. This policy explains what we store about
        you, why, and what you can ask us to do with it.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, email address and, if you add one, a profile photo.</li>
        <li>
          Content you create: recipes, ratings, notes, shopping list items, pantry items and pantry photos.
        </li>
        <li>Social information: friends you connect with and households you join.</li>
        <li>Technical data needed to keep you signed in securely, such as sign-in tokens.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        We use your data only to run the app: to show you your recipes, share recipes with friends you choose,
        keep a shared shopping list for your household, and turn photos, links or text you give us into recipe
        drafts. We do not sell your data and we do not show advertising.
      </p>
      <h2>Who can see your data</h2>
      <p>
        Your recipes are visible according to the privacy setting of each recipe (public, friends only or
        private). Household members see the shared shopping list and pantry. Sign-in is handled by our
        identity provider, which processes your email address and password or the account you sign in with.
      </p>
      <h2>Children</h2>
      <p>You must be at least {LEGAL.minimumAge} years old to use Mise.</p>
      <h2>Keeping and deleting data</h2>
      <p>
        We keep your data while your account exists. You can ask us to delete your account and data by email;
        we complete the deletion within {LEGAL.deletionBusinessDays} business days of your request. See the
        Data Deletion policy for the steps.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, ask us to correct it or delete it. Write to {LEGAL.contactEmail}.
        This policy is governed by {LEGAL.governingLaw}.
      </p>
    </LegalPage>
  );
}
