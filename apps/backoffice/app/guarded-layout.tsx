// The signed-in layout (guard before every navigation, app shell) shared by the three portals;
// re-exported here so React Router's generated route types find it inside this app.
export { clientLoader, default, shouldRevalidate } from '@cordillera/portal/guarded-layout'
