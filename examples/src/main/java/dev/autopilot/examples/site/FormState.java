package dev.autopilot.examples.site;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What a rendered form shows: the values to keep, the errors to show beside their fields, and
 * for the follow-up posting the remembered resume and the form session's token.
 *
 * @param values posted values by field name
 * @param errors error messages by field name, in field order
 * @param rememberedResume the resume the server kept from an earlier submit, or null
 * @param token the form session's token, posted back in a hidden field, or null
 * @param followUp whether the follow-up question is on the form
 */
record FormState(
    Map<String, String> values, Map<String, String> errors, @Nullable UploadedFile rememberedResume, @Nullable String token,
    boolean followUp) {

  static final FormState BLANK = new FormState(Map.of(), Map.of(), null, null, false);

  FormState {
    values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    errors = Collections.unmodifiableMap(new LinkedHashMap<>(errors));
  }

  String value(String name) {
    return values.getOrDefault(name, "");
  }

  @Nullable String error(String name) {
    return errors.get(name);
  }
}
