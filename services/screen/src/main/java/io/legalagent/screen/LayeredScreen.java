package io.legalagent.screen;

import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.Question;
import io.legalagent.ports.ScreenSkill;
import java.util.ArrayList;
import java.util.Locale;
import java.util.Objects;

/**
 * The guard's injection screen: the rules, then the learned detector, then, when a language model is
 * configured, its screening skill. A question is rejected when any layer flags it. The rules and the
 * detector cost a few milliseconds and always both run, so the pack shows both scores; the model is
 * asked only when neither flagged the question, which saves a call on an attack already caught.
 */
public final class LayeredScreen {
    private final ScreenSkill rules;
    private final InjectionDetector detector;
    private final double threshold;
    private final ScreenSkill model;

    /**
     * @param rules the rules layer
     * @param detector the learned detector, or null when it is switched off
     * @param threshold the detector's score at and above which it flags
     * @param model the model's screening skill, or null when no model is configured
     */
    public LayeredScreen(ScreenSkill rules, InjectionDetector detector, double threshold, ScreenSkill model) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.detector = detector;
        this.threshold = threshold;
        this.model = model;
    }

    public Screening screen(Question question) {
        var layers = new ArrayList<LayerVerdict>();
        layers.add(rules(question));
        if (detector != null) {
            layers.add(detector(question));
        }
        if (model != null && layers.stream().allMatch(LayerVerdict::safe)) {
            layers.add(model(question));
        }
        return new Screening(layers, verdict(layers));
    }

    /**
     * A passage of caller-supplied context, screened by the rules whole and by the detector on the
     * sentences that speak to the service or a "you" and tell it to do something ({@link
     * AddressCues#ordersTheService}): legal text
     * is full of imperatives and headings the detector reads as orders ("(3) Time to Respond.", "The
     * interrogatories must be answered"), while an instruction planted for the model addresses it. The
     * model is not asked: its skill judges a question, and a pack of ten passages would cost ten calls
     * a run; a registered pack's passages are also bound by hash to what its registrar published.
     */
    public Screening passage(String text) {
        var passage = Question.of(text);
        var layers = new ArrayList<LayerVerdict>();
        layers.add(rules(passage));
        if (detector != null) {
            layers.add(detector(detector.score(passage, AddressCues::ordersTheService)));
        }
        return new Screening(layers, verdict(layers));
    }

    public LayerVerdict rules(Question question) {
        var verdict = rules.screen(question).value();
        return LayerVerdict.free(Layer.RULES, verdict.safe(), verdict.safe() ? 0.0 : 1.0, null, verdict.reasoning());
    }

    public LayerVerdict detector(Question question) {
        Objects.requireNonNull(detector, "the learned detector is switched off");
        return detector(detector.score(question));
    }

    private LayerVerdict detector(DetectorScore scored) {
        boolean safe = scored.score() < threshold;
        var reasoning = safe
                ? String.format(
                        Locale.ROOT,
                        "no part of the question scored at or above the threshold (highest of %d parts)",
                        scored.units())
                : "the passage \"" + excerpt(scored.unit()) + "\" reads as an attempt to manipulate the system";
        return LayerVerdict.free(Layer.DETECTOR, safe, scored.score(), threshold, reasoning);
    }

    public LayerVerdict model(Question question) {
        Objects.requireNonNull(model, "no screening model is configured");
        var screened = model.screen(question);
        var verdict = screened.value() != null
                ? screened.value()
                // Fail open, as the original did: a reply the model garbled is no evidence of an attack.
                : new InjectionVerdict(true, "no verdict from the screening model; treated as safe");
        return new LayerVerdict(
                Layer.MODEL,
                verdict.safe(),
                null,
                null,
                verdict.reasoning(),
                screened.usage(),
                screened.reply(),
                screened.reading());
    }

    /** The first flagging layer decides, and its reason is the user's; else the last layer's reason stands. */
    static InjectionVerdict verdict(java.util.List<LayerVerdict> layers) {
        for (var layer : layers) {
            if (!layer.safe()) {
                var reason = layer.layer() == Layer.DETECTOR
                        ? String.format(
                                Locale.ROOT,
                                "the %s scored it %.2f (threshold %.2f): %s",
                                layer.layer().label(),
                                layer.score(),
                                layer.threshold(),
                                layer.reasoning())
                        : layer.reasoning();
                return new InjectionVerdict(false, reason);
            }
        }
        var last = layers.get(layers.size() - 1);
        return new InjectionVerdict(true, last.layer().label() + ": " + last.reasoning());
    }

    private static String excerpt(String unit) {
        return unit.length() <= 120 ? unit : unit.substring(0, 120) + "...";
    }
}
