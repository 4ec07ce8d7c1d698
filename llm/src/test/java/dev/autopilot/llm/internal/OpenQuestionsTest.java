package dev.autopilot.llm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The model's open questions read "required" as the rule planner does ({@code Fields.required}). */
class OpenQuestionsTest {
  private static SemanticElement e(String ref, Role role, String name, boolean required, String group) {
    return new SemanticElement(ref, role, name, null, null, required, false, false, true, group, List.of(), role == Role.RADIO ? "radio" : "checkbox",
        Map.of(), false);
  }

  @Test
  void requiredRadiosABoxInAFieldsetAndABoxOfARequiredGroup() {
    SemanticSnapshot page = new SemanticSnapshot(new PageInfo("http://127.0.0.1/f", "F", "127.0.0.1", "/f", "h"),
        List.of(e("e1", Role.RADIO, "Day", true, "g1"), e("e2", Role.RADIO, "Night", true, "g1"),
            e("e3", Role.CHECKBOX, "I confirm", true, "g2"), e("e4", Role.CHECKBOX, "Job alerts", false, "g2"),
            e("e5", Role.CHECKBOX, "Java", false, "g3"), e("e6", Role.CHECKBOX, "Go", false, "g3")),
        List.of(new ElementGroup("g1", GroupKind.RADIOGROUP, "Shift", false, List.of("e1", "e2")),
            new ElementGroup("g2", GroupKind.FIELDSET, "Declarations", false, List.of("e3", "e4")),
            new ElementGroup("g3", GroupKind.CHECKBOX_GROUP, "Languages", true, List.of("e5", "e6"))),
        List.of(), List.of(), List.of(new SubmitCandidate("e9", "Send", true)), 1, true);
    List<OpenQuestions.Open> open = OpenQuestions.of(page, Set.of());
    // the radios' group is required by its radios; the box of the optional fieldset by itself; each box of a required group, unanswered
    assertEquals(List.of("e1:true", "e3:true", "e5:true", "e6:true"), open.stream().map(o -> o.ref() + ":" + o.required()).toList());
  }
}
