package dev.autopilot.examples.site;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** The server-side check of an application form, the same for every layout. */
final class Validator {
  static final String REQUIRED = "This field is required";
  static final String BAD_EMAIL = "Please enter a valid email address";
  static final String BAD_CHOICE = "Please choose one of the options";
  static final String BAD_FILE = "Please upload a .pdf, .doc or .docx file";
  static final String EMAIL_MISMATCH = "Emails do not match";

  private Validator() {}

  /**
   * The errors of a post, by field name in field order; empty when it is acceptable.
   *
   * @param resumeRemembered whether the server holds a resume from an earlier submit, which
   *     satisfies a missing file
   */
  static Map<String, String> validate(List<FormField> fields, FormData data, boolean resumeRemembered) {
    Map<String, String> errors = new LinkedHashMap<>();
    for (FormField field : fields) {
      String message = check(field, data, resumeRemembered);
      if (message != null) {
        errors.put(field.name(), message);
      }
    }
    return errors;
  }

  private static @Nullable String check(FormField field, FormData data, boolean resumeRemembered) {
    @Nullable String raw = data.first(field.name());
    String value = raw == null ? "" : raw.trim();
    switch (field.kind()) {
      case FILE: {
        FormData.@Nullable FilePart file = data.file(field.name());
        if (file == null) {
          return field.required() && !resumeRemembered ? REQUIRED : null;
        }
        return Catalog.accepted(file.filename(), field.accept()) ? null : BAD_FILE;
      }
      case SELECT:
      case RADIOS:
        if (value.isEmpty()) {
          return field.required() ? REQUIRED : null;
        }
        return field.offers(value) ? null : BAD_CHOICE;
      default:
        if (value.isEmpty()) {
          return field.required() ? REQUIRED : null;
        }
        if (field.inputType().equals("email") && !value.contains("@")) {
          return BAD_EMAIL;
        }
        if (field.name().equals(Catalog.EMAIL_CONFIRM.name())) {
          @Nullable String email = data.first("email");
          if (email == null || !email.trim().toLowerCase(Locale.ROOT).equals(value.toLowerCase(Locale.ROOT))) {
            return EMAIL_MISMATCH;
          }
        }
        return null;
    }
  }
}
