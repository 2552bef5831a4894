package io.legalagent.loop;

import io.legalagent.loop.StubModel.Research;
import io.legalagent.loop.StubModel.Step;
import java.util.List;
import java.util.Map;

/**
 * The questions of the Ollama loop tests and the research a model would write for them: the steps
 * of the plan and of each replan, and each step's search queries.
 *
 * <p>With these queries the steps take, on the sample corpus, the paths the tests assert under the loop
 * tests' confidence threshold (0.7, {@link LoopTest}).
 * A step excludes the passages earlier steps used, so each third step asks about law that the first
 * two steps' passages do not already state.
 */
final class StubResearch {
    static final String SIMPLE_QUESTION = "What are the elements of battery?";
    static final Research BATTERY = new Research(
            SIMPLE_QUESTION,
            List.of(new Step(
                    "elements",
                    "What are the elements of battery in tort?",
                    "battery intentional tort harmful or offensive contact intent elements",
                    List.of(
                            "unlawful touching intent to cause contact tort liability",
                            "offensive contact with the plaintiff's person without consent intentional tort"))),
            null);
    static final Research MAILBOX = new Research(
            "A seller mails an offer to sell her car to a buyer. The buyer mails a letter of acceptance, and the"
                    + " next day, before the letter arrives, the seller telephones the buyer to revoke the offer."
                    + " Is there a contract?",
            List.of(
                    new Step(
                            "rule",
                            "When does an acceptance sent by mail take effect?",
                            "mailbox rule acceptance effective upon dispatch properly addressed letter",
                            List.of(
                                    "acceptance by mail effective when sent not when received by offeror",
                                    "contract formation communication of acceptance deposited in the mail")),
                    new Step(
                            "revocation",
                            "When does the revocation of an offer take effect?",
                            "revocation of offer effective upon receipt by offeree terminates power of acceptance",
                            List.of(
                                    "offeror withdraws offer before acceptance revocation communicated",
                                    "termination of an offer by revocation rejection or lapse of time")),
                    new Step(
                            "enforceability",
                            "Which contracts must be evidenced by a signed writing to be enforceable?",
                            "statute of frauds contracts within the statute writing signed by party to be charged",
                            List.of(
                                    "sale of goods 500 dollars or more writing requirement UCC 2-201",
                                    "enforceability of oral contract memorandum sufficient writing"))),
            null);
    static final Research GUARD = new Research(
            "A guard fires at a robber during a holdup; the bullet ricochets and strikes a bystander. The"
                    + " bystander sues the guard for battery, and the guard says he acted in self-defense. Will the"
                    + " bystander prevail?",
            List.of(
                    new Step(
                            "rule",
                            "What intent does battery require?",
                            "battery intent to cause harmful or offensive contact intentional tort",
                            List.of(
                                    "intentional tort intent purpose or knowledge to substantial certainty of contact",
                                    "battery elements act intent causation harmful offensive contact")),
                    new Step(
                            "strict liability",
                            "Which activities are abnormally dangerous, so that strict liability applies?",
                            "strict liability abnormally dangerous activity firearms discharge",
                            List.of(
                                    "ultrahazardous activity strict liability high risk of serious harm",
                                    "strict liability for dangerous activities without fault")),
                    new Step(
                            "defence",
                            "When is a person privileged to use force in self-defense?",
                            "self-defense privilege reasonable force reasonable belief of imminent harmful contact",
                            List.of(
                                    "defense of self deadly force proportional to threat privilege intentional torts",
                                    "self-defense justification force against attacker reasonable mistake"))),
            "C");
    static final Map<String, String> GUARD_CHOICES = Map.of(
            "A", "Yes, because the guard intended to strike the robber and that intent transfers.",
            "B", "Yes, because firing a gun is an abnormally dangerous activity.",
            "C", "No, if the guard acted reasonably in self-defense.",
            "D", "No, because the bystander was not the person the guard aimed at.");

    /** The guard's research on other facts: a question of its own, which QA memory does not answer. */
    static final Research HOMEOWNER = new Research(
            "A homeowner shoots at a burglar running from his house; the shot misses and wounds a neighbour"
                    + " watering her garden. The neighbour sues the homeowner for battery; he pleads self-defense."
                    + " Will the neighbour recover?",
            GUARD.steps(),
            "C");

    static final Map<String, String> HOMEOWNER_CHOICES = Map.of(
            "A", "Yes, because the homeowner's intent to hit the burglar transfers to the neighbour.",
            "B", "Yes, because shooting a gun in a residential area is abnormally dangerous.",
            "C", "No, if the homeowner reasonably used force in self-defense.",
            "D", "No, because the homeowner did not aim at the neighbour.");

    /**
     * A question of the redelivery test alone: one step well inside the sample corpus, confident enough
     * (above QA memory's bar, 0.81) for its research to be cached, so the test sees the memory write.
     */
    static final Research DETECTIVE = new Research(
            "A store detective who reasonably suspects a shopper of taking a scarf holds her in the back office"
                    + " for twenty minutes while he checks the shelves. She sues for false imprisonment. Will she"
                    + " prevail?",
            List.of(new Step(
                    "privilege",
                    "May a merchant detain a person suspected of shoplifting?",
                    "shopkeeper's privilege merchant reasonably believes person is stealing goods may detain for"
                            + " investigation",
                    List.of(
                            "detention of suspected shoplifter reasonable manner reasonable time false imprisonment",
                            "merchant privilege to detain without liability for false imprisonment"))),
            "B");

    static final Map<String, String> DETECTIVE_CHOICES = Map.of(
            "A", "Yes, because she was confined against her will.",
            "B", "No, because the detention was reasonable in manner and time.",
            "C", "Yes, because the scarf was not found on her.",
            "D", "No, because she did not try to leave.");

    static final List<Research> ALL = List.of(BATTERY, MAILBOX, GUARD, HOMEOWNER, DETECTIVE);

    private StubResearch() {}
}
