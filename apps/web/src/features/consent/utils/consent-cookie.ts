/** The cookie that remembers the choice (six months, then the banner asks again). */
export const CONSENT_COOKIE = 'sportello_consent';

/** Has this browser a recorded choice? Cheap, for the first bundle (the engine loads later). */
export function hasConsentCookie(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`));
}
