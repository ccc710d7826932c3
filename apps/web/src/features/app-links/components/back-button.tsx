import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { backButtonAction } from '@sportello/domain';
import { platform } from '../../../platform';
import { nextBackStack, type BackStackEntry } from '../api/back-stack';

/**
 * The phone's back button in the app: back to the nearest earlier page, skipping routes hidden
 * from the back button; at the dashboard or the login (or with nothing behind) the app closes.
 * Rendered by the shell in the app only.
 */
export function BackButton({ name }: { name: string | null }) {
  const location = useLocation();
  const kind = useNavigationType();
  const navigate = useNavigate();
  const stack = useRef<BackStackEntry[]>([]);

  useEffect(() => {
    stack.current = nextBackStack(stack.current, { key: location.key, name }, kind);
  }, [location.key, name, kind]);

  useEffect(
    () =>
      platform().backButton.onPress(() => {
        const action = backButtonAction(stack.current.map((e) => e.name));
        if (action.kind === 'exit') platform().backButton.exitApp();
        else void navigate(-action.steps);
      }),
    [navigate],
  );
  return null;
}

export default BackButton;
