import { LegalPage } from '../components/legal-page';
import { LEGAL } from '../legal-facts';

export default function DataDeletionPage() {
  return (
    <LegalPage title="Data Deletion" effective={LEGAL.deletionEffective}>
      <p>You can ask us to delete your Mise account and everything stored with it at any time.</p>
      <h2>How to ask</h2>
      <ol>
        <li>
          Send an email to {LEGAL.contactEmail} from the address you use to sign in, with the subject
          &quot;Delete my account&quot;.
        </li>
        <li>We confirm that the request came from you.</li>
        <li>
          We delete your account and data within {LEGAL.deletionBusinessDays} business days of your request
          and tell you when it is done.
        </li>
      </ol>
      <h2>From inside the app</h2>
      <p>
        Open Profile, then Account Settings, then Delete account. You can first download all your data
        (recipes with their photo links, shopping list and pantry) as one JSON file. After you type DELETE to
        confirm, your data is deleted at once and your sign-in account with it.
      </p>
      <h2>What is deleted</h2>
      <p>
        Your profile and photo, your recipes, ratings and notes, your shopping list, pantry items and pantry
        photos, and your friend connections. If you belong to a household, it is dissolved, as when a member
        leaves it. Photos that only your recipes showed are deleted. Copies of your recipes that friends saved
        as their own stay in their collections.
      </p>
      <h2>Law</h2>
      <p>This policy is governed by {LEGAL.governingLaw}.</p>
    </LegalPage>
  );
}
