-- Issue 22, item 2: branded messages. A mail is stored as it goes out: its HTML part (sealed like
-- the body, as it holds the same code or link; cleared once delivered) and its sender (the
-- brand's own address, or MAIL_FROM). An SMS keeps its sender (SMS_SENDER); a push neither.
alter table outbox add column html text;
alter table outbox add column sender text;
