package io.legalagent.guard;

import io.legalagent.contracts.Owner;
import io.legalagent.contracts.Topics;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Who a question belongs to, by the topic it came from. Only the gateway may say who asked, and it
 * writes {@code legal.gateway.questions} alone (ACL): a question there must state its owner. Anyone
 * with the grant writes {@code legal.questions}, so a question there that states an owner is refused,
 * and every other belongs to the owner configured for that topic.
 */
final class Ownership {
    static final String ONLY_GATEWAY = "only the gateway may state who asked; a question on " + Topics.QUESTIONS
            + " belongs to the owner the guard is configured with (legal.guard.questions-owner): leave out"
            + " \"owner\", or ask through the gateway";
    static final String MISSING = "a question on " + Topics.GATEWAY_QUESTIONS
            + " must be JSON that states its owner (\"owner\": {\"user\": ..., \"organisation\": ...})";

    private final Owner questionsOwner;

    Ownership(Owner questionsOwner) {
        this.questionsOwner = Objects.requireNonNull(questionsOwner, "questionsOwner");
    }

    /** The owner known before the record is read: the configured one on legal.questions, none yet on the gateway's. */
    @Nullable
    Owner known(QuestionInbox inbox) {
        return inbox == QuestionInbox.QUESTIONS ? questionsOwner : null;
    }

    /** A plain-text question states no owner: fine on legal.questions, refused on the gateway's topic. */
    Judged ofText(QuestionInbox inbox) {
        return inbox == QuestionInbox.GATEWAY ? Judged.refused(MISSING) : Judged.owned(questionsOwner);
    }

    /** The owner a JSON question states, judged by its inbox. */
    Judged ofJson(QuestionInbox inbox, @Nullable Owner stated) {
        if (inbox == QuestionInbox.QUESTIONS) {
            return stated == null ? Judged.owned(questionsOwner) : Judged.refused(ONLY_GATEWAY);
        }
        if (stated == null) {
            return Judged.refused(MISSING);
        }
        try {
            // The JSON reader checks no patterns: a user or organisation name is checked here.
            return Judged.owned(Owner.checked(stated.user(), stated.organisation()));
        } catch (IllegalArgumentException e) {
            return Judged.refused("the question's owner is not valid: " + e.getMessage());
        }
    }

    /** The question's owner, or why its owner is refused. */
    record Judged(@Nullable Owner owner, @Nullable String problem) {
        static Judged owned(Owner owner) {
            return new Judged(owner, null);
        }

        static Judged refused(String problem) {
            return new Judged(null, problem);
        }
    }
}
