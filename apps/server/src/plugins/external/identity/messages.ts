/** Every German string of the identity pages (de-DE). */
export const de = {
  productName: 'TAFINO',
  defaultTenantName: 'Standard',
  backToStart: 'Zur Startseite',

  signIn: {
    title: 'Anmelden',
    intro: 'Melden Sie sich mit Ihrem TAFINO-Konto an.',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    noAccount: 'Noch kein Konto?',
    register: 'Kostenlos registrieren',
    failed: 'E-Mail oder Passwort ist falsch.',
    throttled: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten.',
    expiredTitle: 'Anmeldung abgelaufen',
    expired:
      'Die Anmeldung hat zu lange gedauert oder wurde bereits abgeschlossen. Bitte starten Sie sie erneut.',
    restart: 'Erneut anmelden',
  },

  register: {
    title: 'Konto erstellen',
    intro: 'Testen Sie TAFINO 30 Tage kostenlos.',
    editionHint: { primaryGradeLevel: 'Ausgabe: Grundschule', secondaryGradeLevel: 'Ausgabe: Sekundarstufe' },
    email: 'E-Mail',
    name: 'Anzeigename',
    password: 'Passwort',
    passwordRepeat: 'Passwort wiederholen',
    passwordHint: 'Mindestens 8 Zeichen.',
    submit: 'Registrieren',
    haveAccount: 'Sie haben bereits ein Konto?',
    signIn: 'Zur Anmeldung',
    doneTitle: 'Vielen Dank!',
    done:
      'Wenn diese E-Mail-Adresse noch nicht registriert war, ist Ihr Konto jetzt eingerichtet. ' +
      'Falls Sie bereits ein Konto haben, melden Sie sich mit Ihrem bisherigen Passwort an.',
    throttled: 'Zu viele Registrierungen von Ihrem Netzwerk. Bitte versuchen Sie es später noch einmal.',
  },

  manage: {
    title: 'Kontoeinstellungen',
    signInIntro: 'Bitte melden Sie sich an, um Ihre Kontoeinstellungen zu ändern.',
    signedInAs: 'Angemeldet als',
    profileTitle: 'Profil',
    name: 'Anzeigename',
    saveProfile: 'Speichern',
    profileSaved: 'Ihr Anzeigename wurde gespeichert.',
    passwordTitle: 'Passwort ändern',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    newPasswordRepeat: 'Neues Passwort wiederholen',
    savePassword: 'Passwort ändern',
    passwordSaved: 'Ihr Passwort wurde geändert.',
    currentPasswordWrong: 'Das aktuelle Passwort ist falsch.',
    backToApp: 'Zurück zu TAFINO',
    formExpired: 'Das Formular ist abgelaufen. Bitte versuchen Sie es erneut.',
  },

  validation: {
    summary: 'Bitte prüfen Sie Ihre Eingaben.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    nameRequired: 'Bitte geben Sie einen Anzeigenamen ein.',
    nameTooLong: 'Der Anzeigename darf höchstens 100 Zeichen lang sein.',
    passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    passwordTooLong: 'Das Passwort darf höchstens 256 Zeichen lang sein.',
    passwordMismatch: 'Die Passwörter stimmen nicht überein.',
    required: 'Bitte füllen Sie dieses Feld aus.',
  },

  logout: {
    title: 'Abmelden',
    question: 'Möchten Sie sich von TAFINO abmelden?',
    confirm: 'Abmelden',
    stay: 'Angemeldet bleiben',
    doneTitle: 'Abgemeldet',
    done: 'Sie wurden erfolgreich abgemeldet.',
  },

  error: {
    title: 'Fehler',
    heading: 'Die Anmeldung konnte nicht abgeschlossen werden',
    text: 'Bitte kehren Sie zur Startseite zurück und versuchen Sie es erneut.',
    details: 'Technische Details',
  },
} as const;
