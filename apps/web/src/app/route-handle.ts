/** What every route of the table carries: its name (guard, root class, page view). */
export interface RouteHandle {
  name: string | null;
  fullScreen?: boolean;
}
