/**
 * Blog posts (trusted HTML). Written for a general South African audience; general information,
 * not medical advice. Each reuses a featured-service illustration.
 */
import type { BlogItem } from "../../../functions/data/items";
import { serviceImagePath } from "./featured";

export type BlogSeed = Pick<
  BlogItem,
  "slug" | "title" | "image" | "shortDescription" | "content" | "publishedAt"
>;

/** The post /page/blog shows first. */
export const FEATURED_BLOG = "how-to-choose-a-psychologist-on-your-medical-aid";

export const blogPosts: readonly BlogSeed[] = [
  {
    slug: "how-to-choose-a-psychologist-on-your-medical-aid",
    title: "How to choose a psychologist on your medical aid",
    image: serviceImagePath("Individual therapy"),
    shortDescription:
      "Registration, benefits, fees and fit: a practical checklist for finding the right psychologist without surprises on your statement.",
    publishedAt: "2026-03-10T07:00:00.000Z",
    content: `<p>Finding a psychologist can feel like a lot of admin at the exact moment you have the least energy for it. A little preparation makes it easier, and helps you avoid an unexpected bill at the end of the month.</p>
<h2>1. Know who does what</h2>
<p><strong>Psychologists</strong> (clinical, counselling and educational) assess and treat emotional and behavioural difficulties with talk therapy. <strong>Registered counsellors</strong> offer short-term supportive counselling and are often more affordable. <strong>Psychiatrists</strong> are medical doctors who diagnose mental illness and can prescribe medication. Many people see a psychologist and a psychiatrist at the same time.</p>
<h2>2. Check registration</h2>
<p>Every psychologist and registered counsellor in South Africa must be registered with the Health Professions Council of South Africa (HPCSA). Registration numbers for psychologists start with <em>PS</em>, and you can confirm them on the HPCSA's online register. Medical schemes will generally only pay registered practitioners.</p>
<h2>3. Read your plan's benefits</h2>
<ul>
<li><strong>Day-to-day or savings:</strong> on many plans, therapy is paid from your medical savings account or a limited day-to-day benefit. Once it runs out, you pay yourself.</li>
<li><strong>Prescribed Minimum Benefits (PMBs):</strong> some diagnoses, such as major depression, are PMB conditions that every scheme must cover. You may need to register the condition and use a designated service provider.</li>
<li><strong>Referrals and networks:</strong> some options only pay if your GP refers you or if you use a network practitioner.</li>
</ul>
<p>A quick call to your scheme, with your membership number ready, answers most of these questions. Ask specifically how psychology consultations are paid on your option.</p>
<h2>4. Ask about fees before the first session</h2>
<p>Practitioners may charge more than the scheme rate, leaving you with a co-payment. Others are cash-only and give you an invoice to claim back. It is perfectly normal to ask: "What do you charge, do you bill my medical aid directly, and what is your cancellation policy?"</p>
<h2>5. Think about practical fit</h2>
<p>Would you prefer to speak Afrikaans, isiZulu or another home language? Is the practice near work or home, or would online sessions be easier? Do evening or Saturday appointments matter to you? Filters on Vula Health help you narrow this down quickly.</p>
<h2>6. Trust your gut about the relationship</h2>
<p>Research consistently shows that the relationship between you and your therapist is one of the strongest predictors of a good outcome. Give it two or three sessions. If it still doesn't feel right, it is fine to try someone else. A good psychologist will understand and may even suggest a colleague.</p>
<p>If you are in crisis right now, do not wait for an appointment: call the SADAG Suicide Crisis Helpline on <a href="tel:0800567567">0800 567 567</a>.</p>`,
  },
  {
    slug: "what-pmbs-mean-for-mental-health",
    title: "What PMBs mean for mental health",
    image: serviceImagePath("Medication review"),
    shortDescription:
      "Prescribed Minimum Benefits cover more mental health conditions than most people realise. Here is how they work and how to use them.",
    publishedAt: "2026-04-22T07:00:00.000Z",
    content: `<p>Prescribed Minimum Benefits, or PMBs, are a set of conditions that every registered medical scheme in South Africa must cover, whatever option you are on. They come from the Medical Schemes Act and its regulations, and they include several mental health conditions.</p>
<h2>Which mental health conditions are included?</h2>
<p>The list of PMB conditions includes a number of psychiatric diagnoses, among them:</p>
<ul>
<li>major depression and bipolar mood disorder</li>
<li>schizophrenia and other psychotic disorders</li>
<li>acute stress disorder after recent significant trauma, such as an assault</li>
<li>anorexia nervosa and bulimia nervosa</li>
<li>attempted suicide</li>
<li>treatable substance-induced disorders</li>
</ul>
<p>Bipolar mood disorder and schizophrenia are also on the Chronic Disease List, which means ongoing medication for them is covered as a chronic benefit.</p>
<h2>What is actually covered?</h2>
<p>A PMB does not mean unlimited treatment. Cover follows treatment guidelines. For several of these conditions, the benefit is up to three weeks of hospital treatment a year, and schemes commonly allow a set number of out-of-hospital therapy sessions with a psychologist or psychiatrist as an alternative. Your scheme can tell you exactly what applies to your diagnosis.</p>
<h2>The rules that catch people out</h2>
<ul>
<li><strong>Register the condition.</strong> Many schemes want your practitioner to apply or submit a form before they pay from PMB benefits rather than your savings.</li>
<li><strong>Designated service providers (DSPs).</strong> Schemes may nominate preferred practitioners or hospitals. If you choose to go elsewhere, you may have a co-payment.</li>
<li><strong>Correct codes.</strong> Claims need the right ICD-10 diagnosis code. Ask your practitioner to include it.</li>
<li><strong>Medicine formularies.</strong> Chronic medication is usually covered from a list. Medicine outside the list may carry a co-payment.</li>
</ul>
<h2>If a claim is paid from savings or rejected</h2>
<p>Ask the scheme, in writing, to reprocess the claim as a PMB and include the diagnosis code. If you are still unhappy, you can follow the scheme's internal disputes process and, after that, lodge a complaint with the Council for Medical Schemes.</p>
<h2>Why this matters</h2>
<p>Depression is common, treatable and often left untreated because people assume therapy is unaffordable. Knowing your PMB rights can turn a few sessions you thought you could not afford into a proper course of treatment.</p>
<p>This article is general information. Your scheme's rules and your practitioner's advice apply to your situation.</p>`,
  },
  {
    slug: "adhd-in-adults",
    title: "ADHD in adults: signs, diagnosis and treatment",
    image: serviceImagePath("ADHD assessment"),
    shortDescription:
      "ADHD doesn't end at school. What it looks like in adults, how it is assessed in South Africa, and what treatment involves.",
    publishedAt: "2026-06-03T07:00:00.000Z",
    content: `<p>Attention-deficit/hyperactivity disorder is often thought of as a childhood condition, but for many people the symptoms continue into adulthood. Some adults are only diagnosed after their own child is assessed and the description sounds uncomfortably familiar.</p>
<h2>What it can look like</h2>
<ul>
<li>Chronic disorganisation: lost keys, missed deadlines, an inbox that never gets under control.</li>
<li>"Time blindness": underestimating how long things take, and running late despite good intentions.</li>
<li>Difficulty starting boring tasks, combined with intense focus on interesting ones.</li>
<li>Restlessness, talking over people, impulsive spending or decisions.</li>
<li>Feeling that you work twice as hard as others for the same result.</li>
</ul>
<p>Everyone has some of these on a bad week. In ADHD they are long-standing, started in childhood and cause real problems at work, at home or in relationships.</p>
<h2>How adults are assessed</h2>
<p>An assessment usually involves a detailed interview about your childhood and current life, standardised questionnaires, and ideally input from someone who knows you well. A psychiatrist can diagnose ADHD and prescribe medication. Clinical and educational psychologists can also do thorough assessments and work with a psychiatrist for the medical side.</p>
<p>A good assessment also looks for other explanations or conditions that often travel with ADHD, such as depression, anxiety, sleep problems, thyroid issues or substance use.</p>
<h2>Treatment options</h2>
<p><strong>Medication</strong> helps many adults. Stimulant medicines are tightly controlled in South Africa, so treatment is usually started by a psychiatrist, with follow-up visits to adjust the dose. Non-stimulant options exist for people who cannot take stimulants.</p>
<p><strong>Therapy and coaching</strong> matter just as much. Cognitive behavioural therapy adapted for ADHD focuses on practical systems: planning, breaking tasks down, and managing the frustration and shame that often build up over years.</p>
<h2>Medical aid</h2>
<p>ADHD is not on the list of Prescribed Minimum Benefit chronic conditions, but some scheme options cover it as an additional chronic condition. Check whether your plan pays for the assessment and whether medication needs chronic registration.</p>
<h2>A diagnosis is not a label</h2>
<p>Many adults describe diagnosis as a relief: an explanation rather than an excuse. With the right support, people with ADHD build careers and lives that play to their strengths.</p>`,
  },
  {
    slug: "preparing-for-your-first-therapy-session",
    title: "Preparing for your first therapy session",
    image: serviceImagePath("Couples counselling"),
    shortDescription:
      "Nervous about your first appointment? What to expect, what to bring and the questions worth asking.",
    publishedAt: "2026-07-15T07:00:00.000Z",
    content: `<p>Booking a first therapy session takes courage. It is normal to feel nervous, and it helps to know what the hour will look like.</p>
<h2>Before the session</h2>
<ul>
<li><strong>Jot down a few notes.</strong> What made you book now? What would you like to be different in three months? You don't need a perfect answer.</li>
<li><strong>Sort out the admin.</strong> Have your ID number, medical aid details and any GP referral letter ready. Ask about fees and the cancellation policy if you haven't already.</li>
<li><strong>For online sessions,</strong> find a private spot, charge your phone or laptop, and check your data. If load-shedding is likely, have a backup plan such as a hotspot or a phone call.</li>
</ul>
<h2>During the first session</h2>
<p>The first appointment is often called an intake or assessment. Your therapist will ask about what brings you, your history, your health, your relationships and your support system. Some questions may feel personal. You can always say you're not ready to talk about something yet.</p>
<p>Your therapist will also explain confidentiality. What you say stays private, with a few legal exceptions, such as a serious risk to your life or someone else's, or the abuse of a child.</p>
<h2>Questions you can ask</h2>
<ul>
<li>How do you usually work? Do you use a particular approach, such as CBT?</li>
<li>How many sessions do people typically have for something like this?</li>
<li>What happens if I need support between sessions?</li>
<li>Will you send reports to my medical aid, and what will they contain?</li>
</ul>
<h2>After the session</h2>
<p>Many people feel drained, or surprisingly lighter, after a first session. Both are normal. Be gentle with yourself for the rest of the day.</p>
<p>Give the process a few sessions before deciding whether it is working. Therapy is a relationship, and it takes a little time to build trust. If after three or four sessions it still doesn't feel right, say so. A good therapist would rather help you find a better fit than keep you in the wrong one.</p>
<h2>If you need help sooner</h2>
<p>If you are struggling to stay safe before your appointment, contact the SADAG Suicide Crisis Helpline on <a href="tel:0800567567">0800 567 567</a> or go to your nearest emergency unit.</p>`,
  },
  {
    slug: "load-shedding-and-anxiety",
    title: "Load-shedding and anxiety: coping when the lights go out",
    image: serviceImagePath("Trauma counselling"),
    shortDescription:
      "Power cuts disrupt sleep, work and our sense of safety. Practical ways to manage the stress of load-shedding.",
    publishedAt: "2026-08-26T07:00:00.000Z",
    content: `<p>Load-shedding is more than an inconvenience. Not knowing when the power will go, worrying about work deadlines, food going off, traffic lights out and dark streets: all of it keeps the nervous system on alert. For people already living with anxiety, it can tip the balance.</p>
<h2>Why it gets under your skin</h2>
<p>Our brains cope better with discomfort that is predictable. Schedules that change at short notice take away a sense of control, and repeated small stresses add up. Poor sleep on hot or noisy nights makes everything harder the next day.</p>
<h2>Practical steps that help</h2>
<ul>
<li><strong>Check once, then plan.</strong> Look at the schedule for your area at set times rather than refreshing the app all day. Put the slots in your calendar and plan cooking, charging and calls around them.</li>
<li><strong>Keep a "lights out" kit.</strong> Torches or rechargeable lights, a charged power bank, a gas stove or flask, and a list of what to do first. Decisions made in advance take pressure off in the moment.</li>
<li><strong>Protect your sleep.</strong> Keep a steady bedtime, avoid screens for the last half-hour and use a battery fan or earplugs if the night is noisy.</li>
<li><strong>Use the dark hours.</strong> A walk before dark, a board game with the kids or a phone call to a friend can turn lost time into connection.</li>
<li><strong>Mind your safety.</strong> Check that gates and alarms work on backup power and agree on a plan with neighbours. Feeling prepared lowers anxiety.</li>
</ul>
<h2>Looking after children</h2>
<p>Children pick up on adult stress. Explain in simple words what is happening, keep routines as normal as you can, and make the dark a little fun with torches and stories.</p>
<h2>When to reach out</h2>
<p>It may be time to speak to someone if you notice constant worry, panic attacks, trouble sleeping most nights, irritability that is affecting relationships, or a sense that you can't cope. Anxiety responds well to treatment such as cognitive behavioural therapy.</p>
<p>Many practitioners on Vula Health offer online sessions, and most will agree a backup plan, such as switching to a phone call, if the power goes during your appointment.</p>
<p>The SADAG 24-hour Mental Health Helpline is available on <a href="tel:0800456789">0800 456 789</a>.</p>`,
  },
  {
    slug: "when-to-see-a-gp-vs-a-specialist",
    title: "When to see a GP vs a specialist",
    image: serviceImagePath("General check-up"),
    shortDescription:
      "Your GP is usually the right first stop. When to go straight to a specialist, and how referrals affect what your medical aid pays.",
    publishedAt: "2026-10-07T07:00:00.000Z",
    content: `<p>With so many practitioners listed online, it can be hard to know where to start. For most health concerns, the best first stop is a general practitioner.</p>
<h2>What your GP does well</h2>
<p>A GP is trained to assess almost any problem, of body or mind. They can treat most common conditions themselves, order blood tests and X-rays, manage chronic conditions such as diabetes and hypertension, and start treatment for depression and anxiety. A GP who knows you over time also notices patterns that a once-off specialist visit may miss.</p>
<h2>When a specialist makes sense</h2>
<ul>
<li>Your GP has started treatment but things are not improving.</li>
<li>The diagnosis is uncertain or complex and needs specialised tests.</li>
<li>You need a procedure or surgery.</li>
<li>You already have a specialist managing a long-term condition.</li>
</ul>
<p>For mental health, a <strong>psychiatrist</strong> is the specialist for complex medication decisions or conditions such as bipolar disorder, while a <strong>psychologist</strong> provides therapy. You can usually book a psychologist directly.</p>
<h2>How referrals affect your medical aid</h2>
<p>Many scheme options pay specialist accounts in full only when you have a referral from your GP, and some require you to use a nominated or network GP. Without a referral you may face a co-payment or have the claim paid from savings. Always check your option's rules before booking a specialist, and keep referral letters with your medical records.</p>
<h2>When not to wait</h2>
<p>Chest pain, difficulty breathing, signs of a stroke such as a drooping face or weak arm, severe bleeding, or thoughts of ending your life need emergency help, not an appointment. Call <a href="tel:112">112</a> from a cellphone or <a href="tel:10177">10177</a> for an ambulance, or go to the nearest emergency unit.</p>
<h2>A simple rule of thumb</h2>
<p>Start with your GP, be honest about all your symptoms, including emotional ones, and ask directly whether a specialist would add anything. A good GP is happy to refer when it is needed, and equally happy to save you the cost when it isn't.</p>`,
  },
];
