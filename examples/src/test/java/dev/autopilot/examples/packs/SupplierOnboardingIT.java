package dev.autopilot.examples.packs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.ProfileException;
import dev.autopilot.examples.RunPack;
import dev.autopilot.packs.SupplierOnboardingPack;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The supplier onboarding pack on its two-step demo site, in a real Chromium; a VAT number of the wrong shape refused before any run. */
class SupplierOnboardingIT {

  @Test
  void onboardsInTwoStepsWithTheSuppliersValuesOnceAndNoBankAccount() {
    try (SupplierSite site = SupplierSite.start(); PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      RunResult result = RunPack.autopilot(SupplierOnboardingPack.load(RunPack.sample("supplier.json")), SupplierOnboardingPack.outcomeRules())
          .run(session, Task.of("Become a Northwind supplier", site.formUri()));

      assertEquals(RunState.DONE, result.finalState(), () -> String.valueOf(result.manualReason()));
      assertEquals("SUPPLIER_APPLICATION_RECEIVED", result.outcome().code(), "the pack's own outcome phrase recognized the page");
      assertEquals(1, site.submissions().size(), "one submission: the step's Next is no submit");
      Map<String, String> expected = new TreeMap<>(Map.ofEntries(Map.entry("legal_name", "Babbage Instruments GmbH"), Map.entry("trading_name", "Babbage Instruments"),
          Map.entry("vat", "DE123456789"), Map.entry("street", "Hauptstrasse 1"), Map.entry("city", "Berlin"), Map.entry("postcode", "10115"),
          Map.entry("country", "DE"), Map.entry("contact_name", "Ada Lovelace"), Map.entry("contact_email", "ada@babbage.example"),
          Map.entry("contact_phone", "+49 30 1234567"), Map.entry("categories", "hardware,software"), Map.entry("certs", "ISO 9001, ISO 27001"),
          Map.entry("bank_country", "AT"), Map.entry("iban", ""), Map.entry("accept", "yes")));
      assertEquals(expected, new TreeMap<>(site.submissions().get(0)), "the IBAN stays the person's to enter");
    }
  }

  @Test
  void aVatNumberOfTheWrongShapeNamesTheFieldBeforeAnyRun(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("supplier.json");
    Files.writeString(bad, Files.readString(RunPack.sample("supplier.json")).replace("DE123456789", "DE1234"));
    ProfileException e = assertThrows(ProfileException.class, () -> SupplierOnboardingPack.load(bad));
    assertEquals("vatNumber", e.field());
    assertTrue(e.getMessage().contains("DE123456789"), "the fix shows the shape: " + e.getMessage());
  }
}
