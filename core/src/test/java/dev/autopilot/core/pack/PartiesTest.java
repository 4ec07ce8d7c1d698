package dev.autopilot.core.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PartiesTest {
  private static Parties of(Map<String, String> values) {
    Map<String, String> meanings = new LinkedHashMap<>();
    values.keySet().forEach(k -> FieldMeanings.standard().ofKey(k).ifPresent(m -> meanings.put(k, m)));
    return Parties.of(values, meanings);
  }

  @Test
  void aRoleWhoseValueIsANameAndThatOtherKeysSpeakOfIsAParty() {
    Map<String, String> values = new LinkedHashMap<>();
    values.put("my email", "h.okafor@example.com");
    values.put("Landlord", "Mrs Eleanor Price");
    values.put("Landlord phone", "020 7946 0321");
    values.put("landlord's email", "e.price@example.com");
    List<Parties.Party> all = of(values).all();
    assertEquals(1, all.size(), all.toString());
    assertEquals("Landlord", all.get(0).roleKey());
    assertEquals(Map.of("name", "Landlord", "phone", "Landlord phone", "email", "landlord's email"), Parties.view(all.get(0)));
  }

  @Test
  void aGivenNameOtherKeysUseMakesAParty() {
    Map<String, String> values = new LinkedHashMap<>();
    values.put("yo", "Lucía Prieto Sanz");
    values.put("mi hermano", "Pablo Prieto Sanz");
    values.put("teléfono de Pablo", "611 222 333");
    List<Parties.Party> all = of(values).all();
    assertEquals(List.of("mi hermano", "teléfono de Pablo"), List.copyOf(all.get(0).keys()));
    assertEquals(Map.of("name", "mi hermano", "teléfono", "teléfono de Pablo"), Parties.view(all.get(0)));
  }

  @Test
  void valuesThatAreNoPersonsNameMakeNoParty() {
    Map<String, String> values = new LinkedHashMap<>();
    values.put("my size", "XL");
    values.put("size notes", "long sleeves");
    values.put("Mobility", "walks with a frame");
    values.put("Mobility aids", "a frame");
    values.put("Parent name", "Ruth Adler");
    values.put("Child's first name", "Noa");
    values.put("partner", "Sam Kaur");
    assertEquals(List.of(), of(values).all(), "a size, a description, a name no other key speaks of");
    assertFalse(Parties.looksLikeAPersonsName("walks with a frame"));
    assertTrue(Parties.looksLikeAPersonsName("Anneke de Vries"));
    assertTrue(Parties.looksLikeAPersonsName("王建国"));
    assertFalse(Parties.looksLikeAPersonsName("北京市朝阳区团结湖路"), "a place of many characters");
  }

  @Test
  void aSectionIsThePartysItsHeadingNamesOrTheSecondOfNumberedOnes() {
    Map<String, String> values = new LinkedHashMap<>();
    values.put("收货人", "赵一鸣");
    values.put("收货人电话", "139 0000 1111");
    Parties parties = of(values);
    assertEquals(Optional.of("收货人"), parties.ofSection("收货人信息").map(Parties.Party::roleKey));
    assertEquals(Optional.empty(), parties.ofSection("寄件人信息"));
    assertEquals(Optional.of("收货人"), parties.ofSection("Person 2").map(Parties.Party::roleKey), "one party, the second of numbered sections");
    assertEquals(Optional.empty(), parties.ofSection("Person 1"));
    assertTrue(parties.isAPartys("收货人电话"));
    assertFalse(parties.isAPartys("Email"));
  }

  @Test
  void aPackAnswersAPartysSectionFromItsKeysAndAnotherSectionNeverFromThem() {
    Map<String, String> values = new LinkedHashMap<>();
    values.put("my phone", "0161 555 0101");
    values.put("Landlord", "Eleanor Price");
    values.put("Landlord phone", "020 7946 0321");
    GenericPack pack = GenericPack.of(values);
    Question theirs = new Question("Landlord or agent: Telephone", QuestionKind.TEXT, List.of(), "tel", null, true);
    Question mine = new Question("Tenant: Telephone", QuestionKind.TEXT, List.of(), "tel", null, true);
    assertEquals(Optional.of(new Answer.Text("020 7946 0321")), pack.answer(theirs));
    assertEquals(Optional.of("values[\"Landlord phone\"]"), pack.answeredBy(theirs), "the key as the person wrote it");
    assertEquals(Optional.of(new Answer.Text("0161 555 0101")), pack.answer(mine));
    assertEquals(List.of("my phone"), pack.closestKeys(mine).stream().filter(k -> k.contains("phone")).toList(), "the landlord's keys are not near the tenant's field");
  }

  @Test
  void spanishFormsAskBothSurnames() {
    assertEquals("Ruiz Gómez", PersonNames.familyAsked("Marta Ruiz Gómez", "Apellidos"));
    assertEquals("Gómez", PersonNames.familyAsked("Marta Ruiz Gómez", "Last name"));
  }

  @Test
  void numberedSectionsGoToThePartyWhoseRoleSaysTheNumber() {
    Map<String, String> values = new LinkedHashMap<>();
    values.put("Our first dog", "Biscuit");
    values.put("Biscuit's age", "4");
    values.put("Our second dog", "Mabel");
    values.put("Mabel's age", "11");
    Parties parties = of(values);
    assertEquals(Optional.of("Our first dog"), parties.ofSection("Dog 1").map(Parties.Party::roleKey), "'first dog' reads as a first name, and names a dog");
    assertEquals(Optional.of("Our second dog"), parties.ofSection("Second dog").map(Parties.Party::roleKey));
    assertEquals(Optional.empty(), parties.ofSection("Dog 3"));
    assertEquals(2, Parties.ordinal("Segundo miembro de la pareja"));
    assertEquals(1, Parties.ordinal("第一位申请人"));
    assertEquals(0, Parties.ordinal("2 Who's it for?"), "a step's number leads the heading: it says not whose");
    GenericPack pack = GenericPack.of(values);
    assertEquals(Optional.of(new Answer.Text("11")), pack.answer(new Question("Dog 2: Age (years)", QuestionKind.TEXT, List.of(), "number", null, true)));
    assertTrue(pack.askedUnderSection("Dog 1", new Question("Age (years)", QuestionKind.TEXT, List.of(), "number", null, true)),
        "a section naming one of them asks its fields with its words, repeated on the page or not");
  }

  @Test
  void keysThatSayOneOwnerMakeAPartyWithoutANameKey() {
    Map<String, String> values = new LinkedHashMap<>();
    values.put("Grandad's street", "12 Orchard Row");
    values.put("Grandad's town", "Keswick");
    values.put("My town", "Carlisle");
    Parties parties = of(values);
    assertEquals(1, parties.all().size(), parties.all().toString());
    assertTrue(parties.isAPartys("Grandad's town"));
    assertFalse(parties.namesItsRole("Grandad's town"), "an owner, not a role: a section that says not whose keeps it");
    assertEquals(Optional.of(new Answer.Text("Carlisle")),
        GenericPack.of(values).answer(new Question("Your details: Town", QuestionKind.TEXT, List.of(), "text", null, true)));
  }

  @Test
  void aSpanishNameGivesItsFirstAndSecondSurnames() {
    assertEquals("Fernández", PersonNames.familyAsked("Lucía Fernández Ortega", "Primer apellido"));
    assertEquals("Ortega", PersonNames.familyAsked("Lucía Fernández Ortega", "Segundo apellido"));
    assertEquals("Moretti", PersonNames.familyAsked("Andrea Moretti", "Primer apellido"));
    assertEquals(null, PersonNames.familyAsked("Andrea Moretti", "Segundo apellido"), "one surname: no second");
  }

  @Test
  void aRoleKeyOfAPartOfANameGivesThatPartWhole() {
    Map<String, String> values = new LinkedHashMap<>();
    values.put("Child first name", "Noor");
    values.put("Child last name", "van Dijk");
    values.put("Child date of birth", "2021-05-02");
    values.put("My name", "Eva van Dijk");
    GenericPack pack = GenericPack.of(values);
    assertEquals(Optional.of(new Answer.Text("van Dijk")),
        pack.answer(new Question("Child: Child's last name", QuestionKind.TEXT, List.of(), "text", null, true)), "a family name is kept whole, particle and all");
    assertEquals(Optional.of(new Answer.Text("Noor")), pack.answer(new Question("Child: Child's first name", QuestionKind.TEXT, List.of(), "text", null, true)));
  }
}
