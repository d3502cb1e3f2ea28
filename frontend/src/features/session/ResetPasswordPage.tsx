import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from './ResetPasswordForm';
import '../../components/MessageCard.css';

/** Where the password reset mail leads (`/reset-password?token=…`); signed in or out alike. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <div className="page reset-password">
      <title>Choose a new password | Handmade Market</title>
      <div className="message-card">
        <h1>Choose a new password</h1>
        {/* Another mailed link opened in this tab starts the form afresh. */}
        <ResetPasswordForm key={token} token={token} />
      </div>
    </div>
  );
}
