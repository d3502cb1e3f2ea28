import { MESSAGES } from '@handmade/common';
import { lazy, Suspense, useCallback } from 'react';
import { Modal } from '../components/Modal';
import { Spinner } from '../components/Spinner';
import { PasswordResetRequestForm } from '../features/session/PasswordResetRequestForm';
import { SignInForm } from '../features/session/SignInForm';
import {
  modalClosed,
  modalOpened,
  passwordResetRequired,
  signedInFromModal,
  type ModalState,
} from './state/uiSlice';
import { useAppDispatch } from './state/hooks';

const RegisterForm = lazy(() => import('../features/session/RegisterForm'));

const TITLES: Record<ModalState['kind'], string> = {
  signIn: 'Sign In',
  register: 'Register',
  passwordReset: 'Reset your password',
  restricted: 'Action Restricted',
};

/** The open modal. Loaded on demand, the first time a modal opens. */
export default function ModalHost({ modal }: { modal: ModalState }) {
  const dispatch = useAppDispatch();
  const close = useCallback(() => dispatch(modalClosed()), [dispatch]);
  const signedIn = useCallback(() => dispatch(signedInFromModal()), [dispatch]);

  return (
    <Modal title={TITLES[modal.kind]} onClose={close} contentKey={modal.kind}>
      {modal.kind === 'signIn' && (
        <SignInForm
          lead={modal.lead}
          initialEmail={modal.email}
          onSignedIn={signedIn}
          onRegister={() => dispatch(modalOpened({ kind: 'register' }))}
          onForgotPassword={(email) => dispatch(passwordResetRequired(email))}
        />
      )}
      {modal.kind === 'passwordReset' && (
        <PasswordResetRequestForm
          initialEmail={modal.email ?? ''}
          onSignIn={(email) => dispatch(modalOpened({ kind: 'signIn', email }))}
        />
      )}
      {modal.kind === 'register' && (
        <Suspense fallback={<Spinner />}>
          <RegisterForm onRegistered={signedIn} onSignIn={() => dispatch(modalOpened({ kind: 'signIn' }))} />
        </Suspense>
      )}
      {modal.kind === 'restricted' && (
        <>
          <p>{modal.message || MESSAGES.ownProduct}</p>
          <button type="button" className="button button--primary button--block" onClick={close}>
            OK
          </button>
        </>
      )}
    </Modal>
  );
}
