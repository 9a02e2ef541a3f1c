import { ProfileScreen } from '../components/profile-screen';

/** /profile: the signed-in user's own profile. */
export default function ProfilePage() {
  return <ProfileScreen />;
}
