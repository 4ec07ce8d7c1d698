package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ValueKindTest {

  @Test
  void inputTypesDecideFirst() {
    assertEquals(ValueKind.EMAIL, ValueKind.of(Role.TEXTBOX, "email", null));
    assertEquals(ValueKind.PHONE, ValueKind.of(Role.TEXTBOX, "TEL", null));
    assertEquals(ValueKind.NUMBER, ValueKind.of(Role.SPINBUTTON, "number", null));
    assertEquals(ValueKind.NUMBER, ValueKind.of(Role.SLIDER, "range", null));
    assertEquals(ValueKind.DATE, ValueKind.of(Role.TEXTBOX, "date", "bday"));
    assertEquals(ValueKind.TIME, ValueKind.of(Role.TEXTBOX, "time", null));
    assertEquals(ValueKind.MONTH, ValueKind.of(Role.TEXTBOX, "month", null));
    assertEquals(ValueKind.WEEK, ValueKind.of(Role.TEXTBOX, "week", null));
    assertEquals(ValueKind.DATETIME_LOCAL, ValueKind.of(Role.TEXTBOX, "datetime-local", null));
  }

  @Test
  void rolesThenAutocomplete() {
    assertEquals(ValueKind.FILE, ValueKind.of(Role.FILE, "file", null));
    assertEquals(ValueKind.TOGGLE, ValueKind.of(Role.CHECKBOX, "checkbox", null));
    assertEquals(ValueKind.TOGGLE, ValueKind.of(Role.SWITCH, null, null));
    assertEquals(ValueKind.OPTION, ValueKind.of(Role.COMBOBOX, null, null));
    assertEquals(ValueKind.OPTION, ValueKind.of(Role.COMBOBOX, "text", "email"), "an autocomplete input offers options");
    assertEquals(ValueKind.OPTION, ValueKind.of(Role.LISTBOX, null, null));
    assertEquals(ValueKind.EMAIL, ValueKind.of(Role.TEXTBOX, "text", "section-work email"));
    assertEquals(ValueKind.PHONE, ValueKind.of(Role.TEXTBOX, null, "shipping tel-national"));
    assertEquals(ValueKind.DATE, ValueKind.of(Role.TEXTBOX, "text", "bday"));
    assertEquals(ValueKind.TEXT, ValueKind.of(Role.TEXTBOX, "text", "given-name"));
    assertEquals(ValueKind.TEXT, ValueKind.of(Role.TEXTBOX, null, null), "a textarea");
    assertEquals(ValueKind.TEXT, ValueKind.of(Role.UNKNOWN, null, null));
  }

  @Test
  void anElementsKindComesFromItsRoleTypeAndAutocomplete() {
    SemanticElement select = new SemanticElement("e1", Role.COMBOBOX, "Country", null, "France", false, false, null, true, null,
        List.of(new SelectOption("France", "fr", true)), null, Map.of(), false);
    SemanticElement phone = new SemanticElement("e2", Role.TEXTBOX, "Phone", null, null, false, false, null, true, null,
        List.of(), "text", Map.of("autocomplete", "tel"), false);
    assertEquals(ValueKind.OPTION, ValueKind.of(select));
    assertEquals(ValueKind.PHONE, ValueKind.of(phone));
  }

  @Test
  void theExecutorsKindByInputTypeAlone() {
    assertEquals(ValueKind.DATE, ValueKind.ofInputType("date"));
    assertEquals(ValueKind.TEXT, ValueKind.ofInputType("search"));
    assertEquals(ValueKind.TEXT, ValueKind.ofInputType(null));
  }
}
