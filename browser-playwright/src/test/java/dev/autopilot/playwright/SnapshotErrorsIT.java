package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

class SnapshotErrorsIT extends BrowserTestSupport {

  @Test
  void errorsAreTiedToTheirFields() {
    open("errors.html");
    SemanticSnapshot s = snapshot();
    List<String> texts = s.errors().stream().map(FieldError::text).toList();
    assertEquals(List.of("Please fix the errors below", "Enter a valid email address", "Zip code is required", "Choose a shift",
        "Phone number is invalid"), texts, "empty error placeholders and hints are not errors");

    FieldError banner = s.errors().get(0);
    assertNull(banner.ref(), "a form-level banner belongs to no field");
    assertNull(banner.groupId());

    SemanticElement email = named(s, "Email");
    assertEquals(List.of("Enter a valid email address"), s.errorsFor(email).stream().map(FieldError::text).toList(),
        "aria-describedby target, the hint left out");

    SemanticElement zip = named(s, "Zip code");
    assertEquals(zip.ref(), s.errors().get(2).ref(), ".error span beside the field");

    SemanticElement day = named(s, "Day");
    FieldError shift = s.errors().get(3);
    assertEquals(day.groupId(), shift.groupId());
    assertEquals(List.of("Choose a shift"), s.errorsFor(named(s, "Night")).stream().map(FieldError::text).toList());

    FieldError phone = s.errors().get(4);
    assertEquals(named(s, "Phone").ref(), phone.ref());
    assertFalse(phone.visible(), "hidden messages are reported, invisible");
    assertTrue(s.errorsFor(named(s, "Phone")).isEmpty(), "errorsFor counts visible ones only");
    assertTrue(s.errorsFor(named(s, "City")).isEmpty());
    assertEquals(4, s.visibleErrors().size());
  }

  @Test
  void anAlertWithNoShownFieldNearIsAnAnnouncementNotAnError() {
    open("announced-alert.html");
    SemanticSnapshot s = snapshot();
    assertEquals(List.of("Name is required"), s.errors().stream().map(FieldError::text).toList(),
        "the panel shown where its form was hidden announces; the alert beside a shown field is that field's error");
    assertEquals(named(s, "Name").ref(), s.errors().get(0).ref());
  }
}
