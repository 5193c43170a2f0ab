/** Certificates of completion: the admin's answers, the PDF and the email. */
export const certificates = {
  'certificates.issued.one': '{count} new certificate issued and emailed.',
  'certificates.issued.other': '{count} new certificates issued and emailed.',
  'certificates.redated.one': '{count} existing certificate is now dated {date}.',
  'certificates.redated.other': '{count} existing certificates are now dated {date}.',
  'certificates.nothingNew': 'Every participant in that team and cohort already has a certificate dated {date}.',
  'certificates.noParticipants': 'There are no participants in that team and cohort.',
  'certificates.dateInvalid': 'Please enter a valid date (YYYY-MM-DD).',
  'certificates.dateRange': 'Please choose a date from the year 2000 up to one year from today.',

  'certificates.pdf.title': 'Certificate of Completion',
  'certificates.pdf.before': 'This certifies that',
  'certificates.pdf.after': 'has successfully completed the',
  'certificates.pdf.programme': 'Innovation Skills Programme',
  'certificates.pdf.date': 'Awarded on {date}',

  'certificates.email.subject': 'Your certificate of completion',
  'certificates.email.body': 'Hello {name},\n\nCongratulations on completing the Innovation Skills Programme! Your certificate of completion, dated {date}, is ready. Log in to download it from your portal:\n{link}\n\nQuestions? Write to {support}.',
  'certificates.revoked': 'The certificate of {name} is revoked.',
};
