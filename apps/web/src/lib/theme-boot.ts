/**
 * The theme before the first paint: the HTML's first script (build/brand-assets.ts puts it in
 * <head>) sets `<html data-theme>` from the stored choice or the system's preference, so that a
 * dark page never flashes light. The server allows it by its hash in the page's CSP
 * (apps/server/src/plugins/web.ts). lib/theme.ts keeps it up to date afterwards. No `<` inside:
 * the server finds inline scripts by `<script>…</script>`.
 */
export const THEME_STORAGE_KEY = 'sportello.theme';

export const THEME_BOOT_SCRIPT =
  "try{var d=document.documentElement,c=localStorage.getItem('" +
  THEME_STORAGE_KEY +
  "'),m=function(q){return window.matchMedia&&matchMedia(q).matches};" +
  "d.setAttribute('data-theme',c==='light'||c==='dark'||c==='contrast'?c:" +
  "m('(prefers-contrast: more)')?'contrast':m('(prefers-color-scheme: dark)')?'dark':'light')}catch(e){}";
