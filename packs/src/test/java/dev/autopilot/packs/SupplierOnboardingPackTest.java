package dev.autopilot.packs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.ProfileException;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SupplierOnboardingPackTest {
  static final String BABBAGE = """
      {"legalName": "Babbage Instruments GmbH", "tradingName": "Babbage Instruments", "vatNumber": "DE 123 456 789",
       "address": {"street": "Hauptstrasse 1", "city": "Berlin", "postalCode": "10115", "country": "Germany"},
       "contact": {"name": "Ada Lovelace", "email": "ada@babbage.example", "phone": "+49 30 1234567"},
       "bankCountry": "Austria", "categories": ["IT hardware", "Software"], "certifications": ["ISO 9001", "ISO 27001"],
       "consent": {"terms": true, "dataProcessing": true}}""";
  final SupplierOnboardingPack pack = SupplierOnboardingPack.of(Supplier.parse(BABBAGE, "babbage.json"));

  static Question text(String q) {
    return new Question(q, QuestionKind.TEXT, List.of(), null, null, true);
  }

  static Question choice(String q, String... options) {
    return new Question(q, QuestionKind.CHOICE, List.of(options), null, null, true);
  }

  @Test
  void theCompanyItsAddressAndContactComeFromTheGenericPack() {
    assertEquals(Optional.of(new Answer.Text("Babbage Instruments GmbH")), pack.answer(text("Company name")));
    assertEquals(Optional.of(new Answer.Text("Hauptstrasse 1")), pack.answer(text("Street address")));
    assertEquals(Optional.of(new Answer.Text("10115")), pack.answer(text("Postleitzahl")));
    assertEquals(Optional.of(new Answer.Choice("Germany")), pack.answer(choice("Country", "Austria", "Germany")));
    assertEquals(Optional.of(new Answer.Text("+49 30 1234567")), pack.answer(text("Contact phone number")));
    assertEquals(Optional.of("supplier[\"contact.phone\"]"), pack.answeredBy(text("Phone")));
  }

  @Test
  void theDomainsOwnQuestionsComeFromTheSupplier() {
    assertEquals(Optional.of(new Answer.Text("DE123456789")), pack.answer(text("VAT number")));
    assertEquals(Optional.of(new Answer.Text("Babbage Instruments")), pack.answer(text("Trading name (if different)")));
    assertEquals(Optional.of(new Answer.Text("Babbage Instruments GmbH")), pack.answer(text("Company legal name")));
    assertEquals(Optional.of(new Answer.Choice("Austria")), pack.answer(choice("Country of your bank", "Austria", "Germany")));
    assertEquals(Optional.of(new Answer.Toggle(true)), pack.answer(new Question("What do you supply?: IT hardware", QuestionKind.TOGGLE, List.of(), null, null, false)));
    assertEquals(Optional.of(new Answer.Toggle(false)), pack.answer(new Question("What do you supply?: Catering", QuestionKind.TOGGLE, List.of(), null, null, false)));
    assertEquals(Optional.of(new Answer.Text("ISO 9001, ISO 27001")), pack.answer(text("Certifications")));
    assertEquals(Optional.of("supplier[\"vatNumber\"]"), pack.answeredBy(text("VAT ID")));
  }

  @Test
  void aBankAccountIsNeverAnsweredNorTaken() {
    assertEquals(Optional.empty(), pack.answer(text("IBAN")));
    assertEquals(Optional.empty(), pack.answer(text("Bank account number")));
    ProfileException e = assertThrows(ProfileException.class, () -> Supplier.parse(BABBAGE.replace("\"bankCountry\"", "\"iban\": \"DE89370400440532013000\", \"bankCountry\""), "b.json"));
    assertEquals("iban", e.field());
    assertTrue(e.getMessage().contains("bankCountry") && !e.getMessage().contains("DE8937"), e.getMessage());
  }

  @Test
  void theVatNumberHasItsCountrysShape() {
    ProfileException e = assertThrows(ProfileException.class, () -> Supplier.parse(BABBAGE.replace("DE 123 456 789", "DE12345"), "b.json"));
    assertEquals("vatNumber", e.field());
    assertTrue(e.getMessage().contains("DE123456789"), e.getMessage());
    assertEquals("vatNumber", assertThrows(ProfileException.class, () -> Supplier.parse(BABBAGE.replace("DE 123 456 789", "12345"), "b.json")).field());
    assertEquals("GB123456789", Supplier.parse(BABBAGE.replace("DE 123 456 789", "GB123456789"), "b.json").vatNumber());
    assertEquals("contact.email", assertThrows(ProfileException.class, () -> Supplier.parse(BABBAGE.replace("ada@babbage.example", "ada"), "b.json")).field());
    assertEquals("address.city", assertThrows(ProfileException.class, () -> Supplier.parse(BABBAGE.replace("\"city\": \"Berlin\", ", ""), "b.json")).field());
    assertFalse(Supplier.parse(BABBAGE, "b.json").toString().contains("Babbage"));
  }

  @Test
  void theOutcomePhrasesAreARuleFileOfTheClassifier() {
    assertTrue(SupplierOnboardingPack.outcomeRules().rules().stream().anyMatch(r -> r.code().equals("SUPPLIER_APPLICATION_RECEIVED")
        && r.pattern().matcher("Onboarding request logged. Your supplier profile is under review.").find()));
  }
}
