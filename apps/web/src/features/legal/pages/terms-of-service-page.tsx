import { LegalPage } from '../components/legal-page';
import { LEGAL } from '../legal-facts';

export default function TermsOfServicePage() {
  return (
    <LegalPage title="Terms of Service" effective={LEGAL.termsEffective}>
      <p>By creating an account or using Mise you agree to these terms.</p>
      <h2>Who may use Mise</h2>
      <p>
        You must be at least {LEGAL.minimumAge} years old. You are responsible for keeping your sign-in
        details safe.
      </p>
      <h2>Your content</h2>
      <p>
        Recipes, notes and photos you add stay yours. You give us permission to store them and show them to
        the people you choose to share them with, only so that the app can work. Only add content you have the
        right to use, and credit the source of recipes you import.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not use Mise to break the law, to harass other people, to upload harmful files or to try to reach
        data that is not yours. We may suspend accounts that do.
      </p>
      <h2>The service</h2>
      <p>
        We work to keep Mise available and your data safe, but the app is provided as it is. Recipe drafts
        made from photos, links or text are suggestions: check quantities, allergens and cooking times before
        you cook.
      </p>
      <h2>Ending your account</h2>
      <p>
        You can stop using Mise at any time and delete your account yourself in Account Settings, or ask us to
        delete it (see the Data Deletion policy).
      </p>
      <h2>Law</h2>
      <p>These terms are governed by {LEGAL.governingLaw}.</p>
    </LegalPage>
  );
}
