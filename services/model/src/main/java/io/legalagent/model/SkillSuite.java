package io.legalagent.model;

import io.legalagent.ports.ChoiceSkill;
import io.legalagent.ports.ClassifySkill;
import io.legalagent.ports.PlanSkill;
import io.legalagent.ports.ReplanSkill;
import io.legalagent.ports.RewriteSkill;
import io.legalagent.ports.ScreenSkill;
import io.legalagent.ports.SynthesizeSkill;

/** All seven skill ports from one provider. */
interface SkillSuite
        extends ScreenSkill, ClassifySkill, PlanSkill, RewriteSkill, SynthesizeSkill, ReplanSkill, ChoiceSkill {}
