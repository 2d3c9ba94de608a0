// Placeholder while this screen is being built: the catalogue's WIP page with its title.
export { default } from '@cordillera/portal/pending'
