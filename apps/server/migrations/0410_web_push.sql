-- Web Push: a browser's subscription is a device of platform 'web' whose push id (fb_push_id) is
-- the subscription's endpoint; its two keys (RFC 8291: the browser's P-256 public key and the
-- 16-byte authentication secret, base64url) encrypt what is sent to it. Native devices keep their
-- FCM/APNs token and no keys.
alter table devices add column web_push_p256dh text;
alter table devices add column web_push_auth text;
-- A 'web' device registered before had no keys: nothing can be sent to it, the browser registers
-- again on its next visit.
delete from devices where platform = 'web';
alter table devices add constraint devices_web_push_keys check (
  (platform is not distinct from 'web') = (web_push_p256dh is not null and web_push_auth is not null)
);
