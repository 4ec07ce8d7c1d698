package dev.autopilot.examples.site;

import dev.autopilot.examples.site.FormField.Choice;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The site's postings, their behaviors and their forms. */
final class Catalog {
  static final String RESUME_ACCEPT = ".pdf,.doc,.docx";
  static final String CONSENT_TEXT = "I certify that the information provided is accurate and agree to the privacy policy *";

  /** A posting with what only the server knows about it. */
  record Entry(Posting posting, Behavior behavior, String description) {}

  static final List<Entry> ENTRIES = List.of(
      new Entry(new Posting("classic", 1001, "Senior Backend Engineer", "Acme Robotics", "Remote (US)"), Behavior.CLASSIC,
          "Build the services that schedule our warehouse robots. Java, PostgreSQL, Kafka."),
      new Entry(new Posting("modern", 1002, "Product Designer", "Northwind Studio", "New York, NY"), Behavior.MODERN,
          "Shape the interfaces of our scheduling products, from research to polished screens."),
      new Entry(new Posting("validation", 1003, "Data Analyst", "Globex Analytics", "Chicago, IL"), Behavior.FOLLOW_UP,
          "Turn messy operational data into decisions. SQL, Python and clear writing."),
      new Entry(new Posting("flaky", 1004, "Site Reliability Engineer", "Initech Cloud", "Austin, TX"), Behavior.FLAKY,
          "Keep a busy platform up: on-call, observability and capacity planning."),
      new Entry(new Posting("spam", 1005, "Customer Success Manager", "Umbrella Software", "Remote (US)"), Behavior.SPAM,
          "Guide our customers from onboarding to renewal."),
      new Entry(new Posting("cancel-radio", 1006, "QA Engineer", "Hooli Labs", "San Francisco, CA"), Behavior.CANCEL_RADIO,
          "Own test strategy and automation for our web products."));

  static final Map<String, Entry> BY_SLUG = ENTRIES.stream().collect(Collectors.toUnmodifiableMap(e -> e.posting().slug(), Function.identity()));
  static final Map<Integer, Entry> BY_ID = ENTRIES.stream().collect(Collectors.toUnmodifiableMap(e -> e.posting().id(), Function.identity()));

  static final List<FormField> CLASSIC_FIELDS = List.of(
      FormField.text("first_name", "First name *", true, "text", "given-name"),
      FormField.text("last_name", "Last name *", true, "text", "family-name"),
      FormField.text("email", "Email *", true, "email", "email"),
      FormField.text("phone", "Phone *", true, "tel", "tel"),
      FormField.text("location", "Location (city)", false, "text", "address-level2"),
      FormField.text("linkedin", "LinkedIn profile URL", false, "text", "url"),
      FormField.select("source", "How did you hear about us? *", List.of(
          new Choice("", "Select..."),
          new Choice("job_board", "Job board"),
          new Choice("referral", "Referral"),
          new Choice("company_website", "Company website"),
          new Choice("other", "Other"))),
      FormField.file("resume", "Resume/CV *", RESUME_ACCEPT),
      FormField.yesNo("work_authorization", "Are you legally authorized to work in the United States? *"),
      FormField.yesNo("visa_sponsorship", "Will you now or in the future require visa sponsorship? *"),
      FormField.textarea("cover_letter", "Cover letter"),
      FormField.checkbox("consent", CONSENT_TEXT));

  /** The follow-up question of the {@code validation} posting, inserted after the email field. */
  static final FormField EMAIL_CONFIRM = FormField.text("email_confirm", "Please confirm your email address *", true, "email", null);

  static final List<FormField> MODERN_FIELDS = List.of(
      FormField.text("full_name", "Full name *", true, "text", "name"),
      FormField.text("email", "Email address *", true, "email", "email"),
      FormField.text("phone", "Phone number *", true, "tel", "tel"),
      FormField.select("experience", "Years of experience *", List.of(
          new Choice("", "Select..."),
          new Choice("0-1", "Less than 1 year"),
          new Choice("1-3", "1-3 years"),
          new Choice("3-5", "3-5 years"),
          new Choice("5-10", "5-10 years"),
          new Choice("10+", "More than 10 years"))),
      FormField.yesNo("work_authorization", "Are you legally authorized to work in the United States? *"),
      FormField.yesNo("visa_sponsorship", "Will you now or in the future require visa sponsorship? *"),
      FormField.file("resume", "Resume *", RESUME_ACCEPT),
      FormField.textarea("additional_info", "Anything else you would like us to know?"),
      FormField.checkbox("consent", "I agree to the privacy policy and consent to the processing of my application data *"));

  private Catalog() {}

  static Optional<Entry> bySlug(String slug) {
    return Optional.ofNullable(BY_SLUG.get(slug));
  }

  static Optional<Entry> byId(int id) {
    return Optional.ofNullable(BY_ID.get(id));
  }

  /** The questions of a posting's form; with the follow-up question once it was asked. */
  static List<FormField> fields(Behavior behavior, boolean followUp) {
    if (behavior.layout == Behavior.Layout.MODERN) {
      return MODERN_FIELDS;
    }
    if (!followUp) {
      return CLASSIC_FIELDS;
    }
    List<FormField> out = new ArrayList<>(CLASSIC_FIELDS.size() + 1);
    for (FormField field : CLASSIC_FIELDS) {
      out.add(field);
      if (field.name().equals("email")) {
        out.add(EMAIL_CONFIRM);
      }
    }
    return List.copyOf(out);
  }

  /** Whether a file name ends with one of the accepted extensions. */
  static boolean accepted(String filename, String accept) {
    String lower = filename.toLowerCase(Locale.ROOT);
    for (String ext : accept.split(",")) {
      if (!ext.isBlank() && lower.endsWith(ext.trim().toLowerCase(Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }
}
