import { findRoute, isRouteAvailable } from '@sportello/domain';
import { useEnabledModules } from '../modules';
import { local, LOCAL_KEYS } from '../../lib/storage';

/** Whether a module route is available with the session's modules (and the CRM referral). */
export function useRouteAvailable(): (name: string) => boolean {
  const modules = useEnabledModules();
  const referByCrm = local.get(LOCAL_KEYS.referByCrm) === '1';
  return (name) => {
    const route = findRoute(name);
    return route ? isRouteAvailable(route, modules, referByCrm) : false;
  };
}
