package dev.autopilot.core.model;

import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Small hand-built snapshots for unit tests. */
public final class SnapshotFixtures {
  private SnapshotFixtures() {}

  public static PageInfo page() {
    return new PageInfo("http://127.0.0.1:8080/jobs/1001", "Backend Engineer", "127.0.0.1", "/jobs/{n}", "hash");
  }

  public static SemanticElement textbox(String ref, String name, @Nullable String value, boolean required, @Nullable String type) {
    return new SemanticElement(ref, Role.TEXTBOX, name, null, value, required, false, null, true, null, List.of(), type, Map.of(), false);
  }

  public static SemanticElement radio(String ref, String name, boolean checked, String group) {
    return new SemanticElement(ref, Role.RADIO, name, null, null, true, false, checked, true, group, List.of(), "radio", Map.of(), false);
  }

  public static SemanticElement checkbox(String ref, String name, boolean checked, boolean required) {
    return new SemanticElement(ref, Role.CHECKBOX, name, null, null, required, false, checked, true, null, List.of(), "checkbox", Map.of(), false);
  }

  public static SemanticElement select(String ref, String name, List<SelectOption> options, boolean required) {
    String value = options.stream().filter(SelectOption::selected).map(SelectOption::label).findFirst().orElse(null);
    return new SemanticElement(ref, Role.COMBOBOX, name, null, value, required, false, null, true, null, options, null, Map.of(), false);
  }

  public static SemanticElement file(String ref, String name, @Nullable String value, boolean required) {
    // a file input hidden behind its button, which snapshots report as visible: a person operates it
    return new SemanticElement(ref, Role.FILE, name, null, value, required, false, null, true, null, List.of(), "file", Map.of("accept", ".pdf"), false);
  }

  public static SemanticSnapshot snapshot(List<SemanticElement> elements, List<ElementGroup> groups, List<FieldError> errors, List<String> unfilled) {
    return new SemanticSnapshot(page(), elements, groups, errors, unfilled, List.of(new SubmitCandidate("e99", "Submit application", true)), 1, true);
  }
}
