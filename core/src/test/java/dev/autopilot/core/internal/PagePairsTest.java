package dev.autopilot.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The page seen whole: one key for one question, a message into the one box left for it. */
class PagePairsTest {
  private static GenericPack pack(String... kv) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return GenericPack.of(m);
  }

  private static Question input(String text, String code) {
    return new Question(text, QuestionKind.TEXT, List.of(), "text", null, false, code);
  }

  /** A textarea: a text box with no input type. */
  private static Question box(String text, String code) {
    return new Question(text, QuestionKind.TEXT, List.of(), null, null, false, code);
  }

  private static Optional<Answer> text(String value) {
    return Optional.of(new Answer.Text(value));
  }

  @Test
  void oneKeyIsNotPlacedIntoTwoQuestionsThatAskDifferentThings() {
    GenericPack p = pack("Team name", "Null Pointers", "Captain", "Aisha Bello");
    Question team = input("Team name", "teamName");
    Question captain = input("Team captain (full name)", "captain.name");
    assertEquals(text("Null Pointers"), p.answer(captain), "by itself the pack answers both by the name meaning");
    PagePairs pairs = PagePairs.of(p, List.of(team, captain));
    assertEquals(text("Null Pointers"), pairs.answer(team));
    assertEquals(text("Aisha Bello"), pairs.answer(captain), "the key left near it answers it");
    assertEquals(Optional.of("values[\"Captain\"] (the one key left near it on the page)"), pairs.answeredBy(captain));
  }

  @Test
  void aKeyAloneNearOneQuestionGoesThereAndTheQuestionsNearItToTheKeysLeft() {
    GenericPack p = pack("My name", "Anneke de Vries", "Congress registration number", "EG27-40318", "Mobile", "+31 6 1234 8876",
        "Child first name", "Sem");
    Question name = input("Delegate (parent or guardian): Your name", "delegateName");
    Question reg = input("Delegate (parent or guardian): Registration number", "registrationNumber");
    Question mobile = new Question("Delegate (parent or guardian): Mobile number during the congress", QuestionKind.TEXT, List.of(), "tel", null, true,
        "delegatePhone");
    Question child = input("Child: Child's first name", "childFirstName");
    PagePairs pairs = PagePairs.of(p, List.of(name, reg, mobile, child));
    assertEquals(text("EG27-40318"), pairs.answer(reg), "the one key near it");
    assertEquals(text("+31 6 1234 8876"), pairs.answer(mobile), "near the registration number too, which is taken");
  }

  @Test
  void anAddressOnOneLineGoesToTheAddressFieldAndTheTownCodeAndCountryAskedBesideIt() {
    GenericPack p = pack("name", "Priya Raman", "office address", "22 Dale Street, Manchester M1 1EZ, United Kingdom");
    Question address = input("Address", "street");
    Question city = input("City", "city");
    Question zip = input("Zip", "zip");
    Question country = input("Country", "country");
    PagePairs pairs = PagePairs.of(p, List.of(address, city, zip, country));
    assertEquals(text("22 Dale Street"), pairs.answer(address), "the street line: the town, code and country go to their own fields");
    assertEquals(text("Manchester"), pairs.answer(city));
    assertEquals(text("M1 1EZ"), pairs.answer(zip));
    assertEquals(text("United Kingdom"), pairs.answer(country));
    PagePairs alone = PagePairs.of(p, List.of(address));
    assertEquals(text("22 Dale Street, Manchester M1 1EZ, United Kingdom"), alone.answer(address), "asked alone, the address is the whole of it");
  }

  @Test
  void aTelephoneFieldTakesANumberNeverAName() {
    GenericPack p = pack("Name", "Imogen Clarke", "Emergency contact", "Tom Clarke", "Emergency phone", "07700 900 844");
    Question name = input("Emergency contact: Contact name", "emergency_name");
    Question phone = new Question("Emergency contact: Contact phone", QuestionKind.TEXT, List.of(), "tel", null, true, "emergency_phone");
    PagePairs pairs = PagePairs.of(p, List.of(name, phone));
    assertEquals(text("Tom Clarke"), pairs.answer(name));
    assertEquals(text("07700 900 844"), pairs.answer(phone), "the contact's name is no phone number; the phone key left near it is");
    assertTrue(PagePairs.misfits(input("Daytime phone", "day"), "Tom Clarke"), "a question of a phone by its last word, whatever its input type");
    assertTrue(!PagePairs.misfits(input("Daytime phone", "day"), "+44 7700 900 844"));
  }

  @Test
  void aQuestionThatAsksAgainAndAFieldNameKeyStillFillEveryField() {
    GenericPack p = pack("Billing email", "ap@example.org", "Phone", "555 0100");
    Question first = input("Billing email", "billing_email");
    Question again = input("Confirm billing email", "billing_email2");
    Question cell = input("Cell phone", "cell");
    Question phone = input("Phone", "phone");
    PagePairs pairs = PagePairs.of(p, List.of(first, again, cell, phone));
    assertEquals(text("ap@example.org"), pairs.answer(first));
    assertEquals(text("ap@example.org"), pairs.answer(again));
    assertEquals(text("555 0100"), pairs.answer(cell));
    assertEquals(text("555 0100"), pairs.answer(phone));
  }

  @Test
  void aMessageGoesIntoTheOneBoxThePageLeavesForIt() {
    GenericPack p = pack("Name", "Sam Whitaker", "Song request", "September", "Message", "So happy for you both!");
    Question name = input("Your name(s) as on the invitation", "guest_name");
    Question song = input("Song that will get you on the dance floor", "song_request");
    Question note = box("A note for the couple", "note");
    PagePairs pairs = PagePairs.of(p, List.of(name, song, note));
    assertEquals(text("So happy for you both!"), pairs.answer(note));
    Question another = box("Anything else?", "other");
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(name, song, note, another)).answer(note), "two boxes left: which one is not known");
    Question address = box("Address", "address");
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(name, song, address)).answer(address), "a box that asks a field of its own");
    Question partner = box("Tell us about your customers and why you'd like to partner", "message");
    assertEquals(text("So happy for you both!"), PagePairs.of(p, List.of(name, song, partner)).answer(partner), "to partner is no person");
    Question emergency = box("Emergency contact details", "emergency");
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(name, song, emergency)).answer(emergency), "a box about someone else");
    GenericPack noMessage = pack("Name", "Sam Whitaker", "Song request", "September");
    assertEquals(Optional.empty(), PagePairs.of(noMessage, List.of(name, song, note)).answer(note));
  }

  @Test
  void theOptionsAValueNamesOutweighTheWordsOfAnotherQuestion() {
    GenericPack p = pack("What happened", "Water damage", "Description", "A pipe burst under the kitchen sink.");
    Question type = new Question("Type of loss", QuestionKind.CHOICE, List.of("Water damage", "Fire", "Theft"), null, null, true, "incident.type");
    Question what = box("What happened?", "incident.description");
    PagePairs pairs = PagePairs.of(p, List.of(type, what));
    assertEquals(Optional.of(new Answer.Choice("Water damage")), pairs.answer(type));
    assertEquals(text("A pipe burst under the kitchen sink."), pairs.answer(what), "the key its code name names, left near it");
  }

  @Test
  void aMessageKeyIsNotWrittenIntoTwoBoxesThatAskDifferentThings() {
    GenericPack p = pack("Description", "Animated title sequence, episode 3", "Hours worked", "22.5");
    Question work = input("Description of work", "desc");
    Question notes = box("Notes to accounts payable", "notes");
    assertEquals(text("Animated title sequence, episode 3"), p.answer(notes), "by itself the pack answers both by the message meaning");
    PagePairs pairs = PagePairs.of(p, List.of(work, notes));
    assertEquals(text("Animated title sequence, episode 3"), pairs.answer(work));
    assertEquals(Optional.empty(), pairs.answer(notes));
  }

  @Test
  void aQuestionOfOptionsNearAKeyWhoseValueNamesOneTakesItFromAQuestionItsWordsBarelyHold() {
    GenericPack p = pack("School bus", "Morning and afternoon", "Grade", "Kindergarten");
    Question previous = input("Previous school (if any)", "previous_school");
    Question bus = new Question("Transportation", QuestionKind.CHOICE, List.of("Morning and afternoon", "Morning only", "No bus needed"), null, null, false, "bus");
    assertEquals(text("Morning and afternoon"), p.answer(previous), "by itself the pack gives the school question the key holding 'school'");
    PagePairs pairs = PagePairs.of(p, List.of(previous, bus));
    assertEquals(Optional.empty(), pairs.answer(previous));
    assertEquals(Optional.of(new Answer.Choice("Morning and afternoon")), pairs.answer(bus));
  }

  private static Question required(String text, String code, String... options) {
    return new Question(text, QuestionKind.CHOICE, List.of(options), null, null, true, code);
  }

  private static Optional<Answer> choice(String value) {
    return Optional.of(new Answer.Choice(value));
  }

  @Test
  void theOneValueLeftThatNamesAnOptionOfTheOneRequiredQuestionLeftAnswersIt() {
    GenericPack p = pack("Pick-up location", "Old Town", "Leaving it at", "the airport desk");
    Question pickUp = required("Pick-up branch", "from", "Old Town", "Harbour Street", "Airport");
    Question back = required("Return", "to", "Old Town", "Harbour Street", "Airport");
    assertEquals(Optional.empty(), p.answer(back), "by itself the pack cannot tell: two values name its options");
    PagePairs pairs = PagePairs.of(p, List.of(pickUp, back));
    assertEquals(choice("Old Town"), pairs.answer(pickUp));
    assertEquals(choice("the airport desk"), pairs.answer(back), "the one value left names one of its options");
    assertEquals(Optional.of("values[\"Leaving it at\"] (the one value left that only this question takes, by elimination)"), pairs.answeredBy(back));
    Question optional = new Question("Return", QuestionKind.CHOICE, back.choices(), null, null, false, "to");
    assertEquals(choice("the airport desk"), PagePairs.of(p, List.of(pickUp, optional)).answer(optional),
        "marked required or not: the value names one of its options, and only this question takes it");
  }

  @Test
  void aValueOfAKindManyQuestionsTakeGoesOnlyWhereItsKeySays() {
    Question citizenship = required("Nationality", "nat", "France", "Germany", "Portugal");
    assertEquals(Optional.empty(), PagePairs.of(pack("Where I grew up", "Germany"), List.of(citizenship)).answer(citizenship), "where one grew up is not a citizenship");
    Question police = required("Was the theft reported?", "reported", "Yes", "No");
    assertEquals(Optional.empty(), PagePairs.of(pack("Newsletter", "no"), List.of(police)).answer(police), "a no answers what its key asks");
    Question guests = required("Party size", "size", "1", "2", "3", "4");
    assertEquals(Optional.empty(), PagePairs.of(pack("Children", "2"), List.of(guests)).answer(guests));
    Question tongue = required("Mother tongue", "l1", "English", "Español", "Deutsch");
    assertEquals(Optional.empty(), PagePairs.of(pack("Call me in", "Spanish"), List.of(tongue)).answer(tongue));
  }

  @Test
  void aNarrowerPersonIsNoEvidenceForAnotherQuestionsOptions() {
    GenericPack p = pack("Emergency contact name", "Linh Nguyen", "Emergency contact relationship", "Wife");
    Question holder = new Question("Policy holder's relationship to patient", QuestionKind.CHOICE, List.of("Self", "Spouse", "Parent", "Other"), null, null,
        false, "ins_holder");
    Question name = new Question("Emergency contact: Name", QuestionKind.TEXT, List.of(), "text", null, true, "ec_name");
    Question relation = new Question("Emergency contact: Relationship", QuestionKind.TEXT, List.of(), "text", null, true, "ec_rel");
    PagePairs pairs = PagePairs.of(p, List.of(holder, name, relation));
    assertEquals(text("Wife"), pairs.answer(relation));
    assertEquals(Optional.empty(), pairs.answer(holder), "a wife is a spouse, but not the policy holder's: the key says whose");
  }

  @Test
  void aValueTwoRequiredQuestionsCouldTakeGoesToNeither() {
    GenericPack p = pack("Pick-up location", "Old Town", "Leaving it at", "the airport desk");
    Question pickUp = required("Pick-up branch", "from", "Old Town", "Harbour Street", "Airport");
    Question back = required("Return", "to", "Old Town", "Harbour Street", "Airport");
    Question depot = required("Depot for the trailer", "depot", "Old Town", "Harbour Street", "Airport");
    PagePairs pairs = PagePairs.of(p, List.of(pickUp, back, depot));
    assertEquals(Optional.empty(), pairs.answer(back), "the return or the depot: which one is not known");
    assertEquals(Optional.empty(), pairs.answer(depot));
  }

  @Test
  void theOneAccountLeftGoesIntoTheOneRequiredBoxLeft() {
    String account = "The heating has been off since Sunday and the radiator in the bedroom leaks when it runs.";
    GenericPack p = pack("Name", "Ines Duarte", "What went wrong", account);
    Question name = input("Full name", "name");
    Question problem = new Question("Describe the issue", QuestionKind.TEXT, List.of(), null, null, true, "details");
    assertEquals(text(account), PagePairs.of(p, List.of(name, problem)).answer(problem));
    // a few words are no account, but as the one value left for the one box left they are its answer
    GenericPack terse = pack("Name", "Ines Duarte", "What went wrong", "heating off");
    assertEquals(text("heating off"), PagePairs.of(terse, List.of(name, problem)).answer(problem));
    GenericPack terseAndMore = pack("Name", "Ines Duarte", "What went wrong", "heating off", "Boiler make", "Vaillant");
    assertEquals(Optional.empty(), PagePairs.of(terseAndMore, List.of(name, problem)).answer(problem), "two short values left: neither is an account");
    Question second = new Question("Access instructions", QuestionKind.TEXT, List.of(), null, null, true, "access");
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(name, problem, second)).answer(problem), "two boxes left: which one is not known");
    Question someoneElse = new Question("Emergency contact details", QuestionKind.TEXT, List.of(), null, null, true, "emergency");
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(name, someoneElse)).answer(someoneElse), "a box about someone else");
  }

  @Test
  void aValueOfTheWrongShapeForTheQuestionsLastWordGoesToTheQuestionItFits() {
    // the trade-account page of the ninth corpus sent the company's name as its number and the
    // number as its name; a question that ends on "number" takes no value without a digit, one that
    // ends on "name" no value of digits alone
    GenericPack p = pack("Company", "Penhallow Joinery Ltd", "Type of business", "Limited company", "Company registration number", "11839265");
    Question name = input("Registered business name", "company_name");
    Question type = new Question("Business type", QuestionKind.CHOICE, List.of("Sole trader", "Partnership", "Limited company"), null, null, true,
        "business_type");
    Question number = input("Companies House number (limited companies)", "company_number");
    PagePairs pairs = PagePairs.of(p, List.of(name, type, number));
    assertEquals(text("Penhallow Joinery Ltd"), pairs.answer(name));
    assertEquals(text("11839265"), pairs.answer(number));
    assertEquals(true, PagePairs.misfits(number, "Penhallow Joinery Ltd"));
    assertEquals(true, PagePairs.misfits(name, "11839265"));
    assertEquals(false, PagePairs.misfits(input("Phone number", "phone"), "020 7946 0132"));
    assertEquals(false, PagePairs.misfits(input("Your name", "name"), "Ines Duarte"));
  }

  @Test
  void aQuestionOfOptionsTwoKeysMeetTakesTheFreeOneThatNamesOneOfItsOptions() {
    // "Licence: Class B" answers both questions by their options; "Previous licence: no" is near
    // the second only and names its first option: it is that question's own key
    GenericPack p = pack("Licence", "Class B", "Previous licence", "no");
    Question which = new Question("Which licence class?", QuestionKind.CHOICE, List.of("Class A", "Class B", "Class BE"), null, null, true, "class");
    Question held = new Question("Do you already hold a licence?", QuestionKind.CHOICE, List.of("No, this is my first", "Yes, class AM", "Yes, class B"), null,
        null, true, "held");
    PagePairs pairs = PagePairs.of(p, List.of(which, held));
    assertEquals(Optional.of(new Answer.Choice("Class B")), pairs.answer(which));
    assertEquals(Optional.of(new Answer.Choice("no")), pairs.answer(held));
  }

  private static Question statement(String text, boolean required) {
    return new Question(text, QuestionKind.TOGGLE, List.of(), "checkbox", null, required, null);
  }

  @Test
  void aRequiredStatementTakesTheOneYesLeftThatSharesAWordWithIt() {
    GenericPack p = pack("Street", "Larkspur Avenue", "Residents informed", "yes", "Barbecue", "yes");
    Question told = statement("I have told all residents of the road about the closure and nobody has objected.", true);
    Question road = input("Road to be closed", "road");
    PagePairs pairs = PagePairs.of(p, List.of(road, told));
    assertEquals(Optional.of(new Answer.Toggle(true)), pairs.answer(told));
    assertEquals(Optional.of("values[\"Residents informed\"] (the one yes left whose key shares a word with this statement)"), pairs.answeredBy(told));

    Question optional = statement("I have told all residents of the road about the closure and nobody has objected.", false);
    Question date = new Question("Date of the party", QuestionKind.TEXT, List.of(), "date", null, true, "date");
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(road, date, optional)).answer(optional), "an optional box left unticked costs nothing");
    assertEquals(Optional.of(new Answer.Toggle(true)), PagePairs.of(p, List.of(road, optional)).answer(optional),
        "a page that marks nothing required says nothing of what it asks: the box may be asked");

    GenericPack reminder = pack("Mail", "monika.huber@example.de", "Erinnerung per Mail", "ja");
    Question remind = statement("Bitte erinnern Sie mich per E-Mail an den nächsten fälligen Termin.", false);
    Question email = new Question("E-Mail", QuestionKind.TEXT, List.of(), "email", null, true, "email");
    PagePairs remembered = PagePairs.of(reminder, List.of(email, date, remind));
    assertEquals(Optional.of(new Answer.Toggle(true)), remembered.answer(remind), "an optional box its key names whole, every word");
    assertEquals(Optional.of(new Answer.Text("monika.huber@example.de")), remembered.answer(email), "'Mail' whose value is an e-mail address is the e-mail");

    GenericPack bowls = pack("Borrow club bowls", "yes", "social sessions after the course", "yes please");
    Question previous = input("Previous club, if any", "prev_club");
    Question borrow = statement("I'd like to borrow a set of club woods for my first season", false);
    Question social = statement("Tell me about the club's relaxed social sessions once my course ends", false);
    PagePairs club = PagePairs.of(bowls, List.of(previous, date, borrow, social));
    assertEquals(Optional.empty(), club.answer(previous), "a bare yes is typed into no box of text that asks no yes or no");
    assertEquals(Optional.of(new Answer.Toggle(true)), club.answer(borrow), "two of a key's three words");
    assertEquals(Optional.of(new Answer.Toggle(true)), club.answer(social), "three of four, and a yes that starts an answer");

    GenericPack uniform = pack("Parent/carer", "Joanne Price", "Email", "jo.price@example.org");
    Question parentEmail = new Question("Parent or carer: Email", QuestionKind.TEXT, List.of(), "email", null, true, "parent_email");
    assertEquals(Optional.of(new Answer.Text("jo.price@example.org")), PagePairs.of(uniform, List.of(parentEmail)).answer(parentEmail),
        "an e-mail field takes an e-mail address, never the name of the section's key");

    GenericPack rowing = pack("Safety code", "agree", "Photos", "no", "Email", "erik@example.com");
    Question safety = statement("Agreement: I will follow the club's safety code and the instructions of the coaches at all times", true);
    Question photos = new Question("Agreement: The club may use photos of me taken during the course on its website and social media", QuestionKind.TOGGLE,
        List.of(), "checkbox", null, false, "photo_consent");
    PagePairs agreement = PagePairs.of(rowing, List.of(safety, photos));
    assertEquals(Optional.of(new Answer.Toggle(false)), agreement.answer(photos), "a no by the box's code name, though the box shares data");
    assertEquals(Optional.of("values[\"Photos\"]"), agreement.answeredBy(photos));

    Question owner = statement("I own the property or have the owner's permission to let residents in", true);
    PagePairs two = PagePairs.of(p, List.of(told, owner));
    assertEquals(Optional.empty(), two.answer(told), "a yes that shares a word with two statements goes to neither");
    assertEquals(Optional.empty(), two.answer(owner));

    Question terms = statement("I agree to the residents' terms of use", true);
    assertEquals(Optional.of("consent"), PagePairs.of(p, List.of(terms)).answeredBy(terms), "a box that agrees is the consent's, never a shared word's");

    GenericPack both = pack("Residents informed", "yes", "Residents asked", "yes");
    assertEquals(Optional.empty(), PagePairs.of(both, List.of(told)).answer(told), "two yeses that share a word with it: neither is known to be meant");
  }

  @Test
  void aQuestionOfOneShapeTakesTheKeyItNamesWhenThatKeysValueIsOfItsShape() {
    Question own = new Question("Work email", QuestionKind.TEXT, List.of(), "email", null, true, "workEmail");
    Question manager = new Question("Approving manager's email", QuestionKind.TEXT, List.of(), "email", null, true, "managerEmail");
    PagePairs pairs = PagePairs.of(pack("Email", "priya@example.com", "Manager", "olivier@example.com"), List.of(own, manager));
    assertEquals(text("priya@example.com"), pairs.answer(own));
    assertEquals(text("olivier@example.com"), pairs.answer(manager), "the manager's address, not the person's own");

    Question captain = new Question("Captain's email", QuestionKind.TEXT, List.of(), "email", null, true, "captainEmail");
    PagePairs named = PagePairs.of(pack("Email", "priya@example.com", "Captain", "Aisha Bello"), List.of(captain));
    assertEquals(text("priya@example.com"), named.answer(captain), "a key holding a name is no e-mail address: the question keeps the person's");
  }

  @Test
  void onAPageThatMarksNothingRequiredTheOneValueNamingAnOptionAnswersItsQuestion() {
    GenericPack p = pack("Role", "postgraduate student", "Email", "p@example.ac.uk");
    Question status = new Question("I am a", QuestionKind.CHOICE, List.of("Undergraduate", "Postgraduate", "Member of staff"), null, null, false, "status");
    Question email = input("University email", "email");
    assertEquals(Optional.of(new Answer.Choice("postgraduate student")), PagePairs.of(p, List.of(email, status)).answer(status),
        "nothing marked required: the question may be asked, and the value names one of its options");
    Question required = new Question("University email", QuestionKind.TEXT, List.of(), "email", null, true, "email");
    assertEquals(Optional.of(new Answer.Choice("postgraduate student")), PagePairs.of(p, List.of(required, status)).answer(status),
        "a question of options takes the value naming one of its options, marked required or not");
    GenericPack story = pack("What went wrong", "The heating has not worked since Monday and the landlord does not answer the phone", "Email", "p@example.ac.uk");
    Question notes = box("Anything else?", "notes");
    assertEquals(Optional.empty(), PagePairs.of(story, List.of(required, notes)).answer(notes), "an optional box of text is left alone");
  }

  @Test
  void theOneValueLeftThatIsThePagesOwnValueForAnOptionAnswersItsQuestion() {
    GenericPack p = pack("Meetings", "online", "Email", "kai@example.org");
    Question format = new Question("How would you like to meet?", QuestionKind.CHOICE, List.of("Video call", "In person", "Either"), null, null, true, "format",
        List.of("online", "in-person", "either"));
    assertEquals(Optional.of(new Answer.Choice("online")), PagePairs.of(p, List.of(input("Email", "email"), format)).answer(format),
        "'online' is the page's own value for 'Video call'");
  }

  @Test
  void aKeyTheQuestionNamesBeatsOneItMeetsByMeaningAlone() {
    // "Lead founder" declares autocomplete=name; "Startup name" reads as a name and shares none of its words
    GenericPack p = pack("Startup name", "Tidewise Analytics", "Founder", "Marcus Oyelaran");
    Question company = input("Company or project name", "company");
    Question founder = new Question("Lead founder", QuestionKind.TEXT, List.of(), "text", "name", true, "founder");
    PagePairs pairs = PagePairs.of(p, List.of(company, founder));
    assertEquals(text("Marcus Oyelaran"), pairs.answer(founder), "never the startup's name as the founder's");
    assertEquals(text("Tidewise Analytics"), pairs.answer(company));
  }

  @Test
  void aQuestionForWhatDiffersNeverTakesTheValueAnotherQuestionTakes() {
    GenericPack p = pack("Address", "12 Mill Lane, Hightown", "Previous GP", "Dr Osei");
    Question address = box("Address", "address");
    Question before = box("Your address when registered there, if different (optional)", "prev_address");
    PagePairs pairs = PagePairs.of(p, List.of(address, before));
    assertEquals(text("12 Mill Lane, Hightown"), pairs.answer(address));
    assertEquals(Optional.empty(), pairs.answer(before), "the same address again is no difference");
    GenericPack moved = pack("Address", "12 Mill Lane, Hightown", "Address when registered", "4 Quay Street, Porthaven");
    assertEquals(text("4 Quay Street, Porthaven"), PagePairs.of(moved, List.of(address, before)).answer(before), "a key of its own still answers it");
  }

  @Test
  void aQuestionForSomeoneIfNotThePersonNeverTakesThePersonsOwnValue() {
    GenericPack p = pack("Name", "Caroline Ashby", "Mother's name", "Dorothy Fielding");
    Question mine = box("Your full name", "full_name");
    Question theirs = box("Name of the person making the LPA (if not you)", "donor_name");
    PagePairs pairs = PagePairs.of(p, List.of(mine, theirs));
    assertEquals(text("Caroline Ashby"), pairs.answer(mine));
    assertFalse(pairs.answer(theirs).equals(text("Caroline Ashby")), "the person's own name is what 'if not you' excludes: " + pairs.answer(theirs));
    Question autre = box("Nom de la personne, si ce n'est pas vous", "autre_nom");
    assertFalse(PagePairs.of(p, List.of(mine, autre)).answer(autre).equals(text("Caroline Ashby")));
  }

  @Test
  void aFieldThatAsksAMeaningWithWordsOfItsOwnBesideThePlainOneIsAnothersField() {
    GenericPack p = pack("E-Mail", "sabine.koetter@example.de", "Adresse", "Am Mühlbach 3");
    Question email = box("E-Mail", "email");
    Question street = box("Straße, Hausnr.", "strasse");
    Question zone = box("Straße und Hausnummer der Zone", "zone_strasse");
    PagePairs pairs = PagePairs.of(p, List.of(email, street, zone));
    assertEquals(text("Am Mühlbach 3"), pairs.answer(street));
    assertFalse(pairs.answer(zone).equals(text("Am Mühlbach 3")), "the zone's street is not the person's: " + pairs.answer(zone));
    Question again = box("E-Mail (wiederholen)", "email2");
    assertEquals(text("sabine.koetter@example.de"), PagePairs.of(p, List.of(email, again)).answer(again), "a repeat asks the same");
  }

  @Test
  void aNameIsNeverTheLastValueLeft() {
    GenericPack p = pack("First name", "Amélie", "Craft", "ceramics");
    Question first = input("Prénom", "prenom");
    Question studio = input("Nom de l'atelier ou de la marque", "atelier");
    PagePairs pairs = PagePairs.of(p, List.of(first, studio));
    assertEquals(text("Amélie"), pairs.answer(first));
    assertEquals(Optional.empty(), pairs.answer(studio), "a craft is no studio's name");
    Question media = input("Media outlet", "outlet");
    assertEquals(text("The Harbour Herald"), PagePairs.of(pack("First name", "Amélie", "Publication", "The Harbour Herald"), List.of(first, media)).answer(media),
        "a question of no name takes the last value left");
    Question sign = input("Type your full legal name to sign", "sig");
    assertEquals(text("Mateusz Kowalczyk"), PagePairs.of(pack("First name", "Amélie", "Signature", "Mateusz Kowalczyk"), List.of(first, sign)).answer(sign),
        "a value written as a name answers a question of a name");
  }

  @Test
  void aDaysFieldTakesOnlyADayAsTheLastValueLeft() {
    // a holiday flat's "Abreise" (a date picker, asked as a date) took the one value left, a
    // question for the landlord; the departure, written "Heimreise", reads as a date
    Question arrival = new Question("Anreise", QuestionKind.TEXT, List.of(), "date", null, true, "anreise");
    Question departure = new Question("Abreise", QuestionKind.TEXT, List.of(), "date", null, true, "abreise");
    Question note = new Question("Ihre Nachricht an uns", QuestionKind.TEXT, List.of(), null, null, false, "nachricht");
    String question = "Wir reisen mit dem Zug an – gibt es einen Abholservice vom Bahnhof Prien?";
    assertEquals(true, PagePairs.misfits(departure, question));
    assertEquals(false, PagePairs.misfits(departure, "Sa 21.08.2027"));
    PagePairs pairs = PagePairs.of(pack("Ankunft", "Sa 14.08.2027", "Frage an Vermieter", question), List.of(arrival, departure, note));
    assertEquals(Optional.empty(), pairs.answer(departure), "no day is left for it");
  }

  @Test
  void aPageThatAsksTheHouseNumberApartGetsTheStreetAlone() {
    GenericPack p = pack("Adresse", "Wasserburger Straße 27, 85560 Ebersberg");
    Question street = input("Straße", "strasse");
    Question number = input("Hausnr.", "hausnr");
    Question code = input("PLZ", "plz");
    PagePairs pairs = PagePairs.of(p, List.of(street, number, code));
    assertEquals(text("Wasserburger Straße"), pairs.answer(street), "the number goes to its own field, once");
    assertEquals(text("27"), pairs.answer(number));
    assertEquals(text("85560"), pairs.answer(code));
    assertEquals(text("Wasserburger Straße 27"), PagePairs.of(p, List.of(street, code)).answer(street), "no number asked apart: the whole line");
  }

  @Test
  void aValueOfSomeoneElsesIsNeverThePersonsByElimination() {
    Question main = required("Main course", "main", "Roast sirloin of beef", "Pan-fried sea bass", "Wild mushroom risotto");
    GenericPack p = pack("My main", "the fish", "Rob's main", "the beef");
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(main)).answer(main), "Rob's beef is not the person's; the fish names no option");
    assertTrue(PagePairs.someoneElsesFor(main, "Rob's main"));
    assertFalse(PagePairs.someoneElsesFor(required("Rob's main course", "guest_main", "Beef", "Fish"), "Rob's main"), "a question that speaks of him may take it");
    assertFalse(PagePairs.someoneElsesFor(main, "My main"));
  }

  @Test
  void aPlainTextBoxThatAsksAPhoneTakesThePhoneShapedValueLeftUnderAKeyOfNoMeaning() {
    Question mobile = input("Mobile", "mobile");
    GenericPack p = pack("Name", "Jake Farrell", "mob", "07700 900 119");
    assertEquals(text("07700 900 119"), PagePairs.of(p, List.of(input("Full name", "name"), mobile)).answer(mobile));
    Question theirs = input("Emergency contact mobile", "ice");
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(input("Full name", "name"), theirs)).answer(theirs), "never someone else's by shape");
  }

  @Test
  void theLastValueLeftNeverGoesToAFieldWhoseOwnWordsMeanOneUnderItsSection() {
    Question number = new Question("Segundo miembro: Número de documento", QuestionKind.TEXT, List.of(), "text", null, true, "m2_doc");
    GenericPack p = pack("vivimos en", "Calle Arenal 12, 3º B");
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(number)).answer(number), "a document's number is no address, whatever its section");
  }
}
