import { AccessibilityStatement } from '../../features/accessibility/components/accessibility-statement';
import { usePageTitle } from '../../lib/use-page-title';

/** /dichiarazione-accessibilita (public, every brand): the accessibility statement. */
export function AccessibilityStatementRoute() {
  usePageTitle('Dichiarazione di accessibilità');
  return <AccessibilityStatement />;
}

export default AccessibilityStatementRoute;
