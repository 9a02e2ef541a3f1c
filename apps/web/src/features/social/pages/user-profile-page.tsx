import { useParams } from 'react-router';
import { ProfileScreen } from '../components/profile-screen';

/** /profile/{userId}: another user's profile (or one's own, when the id is one's own). */
export default function UserProfilePage() {
  const { userId } = useParams();
  const id = Number(userId);
  return <ProfileScreen userId={Number.isInteger(id) && id > 0 ? id : -1} />;
}
