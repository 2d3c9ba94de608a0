// The stored theme, applied before the first paint (components/theme-toggle.tsx has the rest).
// A module of its own, importing nothing: the root route inlines the script, and whatever the
// root imports loads before the sign-in page can show.
export const THEME_STORAGE_KEY = 'cordillera-tema'

/**
 * The same as `applyTheme(readTheme())`, as a string for an inline <script> in <head>. Tiny and
 * dependency-free: it runs before any module loads.
 */
export const themeScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==='light'||t==='dark')document.documentElement.classList.add(t)}catch(e){}})()`
