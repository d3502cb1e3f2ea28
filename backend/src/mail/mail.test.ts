// Every test that reads mail, in one file: they share one SMTP server and one job runner (test/mailTesting.ts).
import '../modules/auth/passwordResets.mailCases';
import '../modules/notifications/notifications.mailCases';
import '../modules/auth/emailConfirmations.mailCases';
import '../modules/cases/cases.mailCases';
import '../modules/notifications/favoriteAlerts.mailCases';
