package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A rejection that stays unresolved names the questions its errors are tied to, never only the error texts. */
class RejectedFieldsTest {
  private static SemanticElement element(String ref, Role role, String name, String group) {
    return new SemanticElement(ref, role, name, null, null, false, false, null, true, group, List.of(), null, Map.of(), false);
  }

  @Test
  void theVisibleErrorsNameTheirQuestionsInPageOrderOnceEach() {
    SemanticSnapshot s = SemanticSnapshot.builder("http://127.0.0.1/form")
        .addElement(element("e1", Role.TEXTBOX, "Name on the card", null))
        .addElement(element("e2", Role.RADIO, "Yes", "g1"))
        .addElement(element("e3", Role.RADIO, "No", "g1"))
        .addGroup("g1", GroupKind.FIELDSET, "Have you contacted the merchant?", false, List.of("e2", "e3"))
        .addError(new FieldError("There is a problem", true, null, null))
        .addError(new FieldError("Enter the name on the card", true, "e1", null))
        .addError(new FieldError("Too long", true, "e1", null))
        .addError(new FieldError("Select yes if you have contacted the merchant", true, null, "g1"))
        .addError(new FieldError("A hidden one", false, "e1", null))
        .build();
    Map<String, String> expected = new LinkedHashMap<>();
    expected.put("Name on the card", "Enter the name on the card");
    expected.put("Have you contacted the merchant?", "Select yes if you have contacted the merchant");
    Map<String, String> rejected = ValidateHandler.rejectedFields(s);
    assertEquals(expected, rejected);
    assertEquals(List.copyOf(expected.keySet()), List.copyOf(rejected.keySet()), "page order");
    assertEquals("; the fields in question: 'Name on the card' (Enter the name on the card); 'Have you contacted the merchant?' "
        + "(Select yes if you have contacted the merchant)", ValidateHandler.describe(rejected));
    assertEquals("", ValidateHandler.describe(Map.of()));
  }
}
