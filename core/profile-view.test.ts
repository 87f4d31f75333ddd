import { describe, expect, it } from "vitest";
import {
  cleanList,
  initials,
  paymentLabel,
  profileTitle,
  profileView,
  ratingLabel,
  reviewCountLabel,
  reviewDate,
  reviewsNewestFirst,
  safeHttpUrl,
  socialLabel,
  videoView,
} from "./profile-view";
import type { ProfileResponse } from "./schemas/search";

function response(plan: ProfileResponse["package"]["plan"]): ProfileResponse {
  return {
    practitioner: {
      id: "1",
      name: " Dr Thandeka Mkhize ",
      get_reviews: [
        { rating: 5, comment: "Kind and clear.", name: "Sipho", created_at: "2025-01-10T09:00:00Z" },
        { rating: 4, comment: "", name: "", created_at: "2025-03-02 14:30:00" },
        { rating: 4, comment: "Helpful", name: "Lerato", created_at: "not a date" },
      ],
      get_member_active_detail: {
        image: "/images/avatars/avatar-03.svg",
        profession: "Clinical Psychologist",
        address: "12 Rivonia Road, Sandton",
        qualification: ["MA Clinical Psychology (Wits)", " ", "MA Clinical Psychology (Wits)"],
        work_with: "both",
        practise_url: "www.thandekamkhize.co.za",
        video_url: "https://www.youtube.com/watch?v=inpok4MKVLM",
        language: ["English", "isiZulu"],
        bio: "First paragraph.\n\nSecond paragraph.",
      },
      get_practitioner_service: [{ name: "Individual therapy" }, { name: "" }],
      get_medical_aids: [
        { medical_scheme: { id: "1", scheme_name: "Discovery Health Medical Scheme" } },
        { medical_scheme: { id: "2", scheme_name: "Bonitas Medical Fund" } },
      ],
      get_social_medial: [
        { link_for: "facebook", url: "https://facebook.com/drmkhize" },
        { link_for: "linkedin", url: "javascript:alert(1)" },
      ],
      focus_areas_statment: "Anxiety, depression and trauma.",
      next_available: "2026-12-01T08:00:00.000Z",
      council_registration: null,
    },
    package: { plan },
  };
}

describe("profile view", () => {
  it("cleans the profile for display", () => {
    const view = profileView(response("business_package"));
    expect(view.name).toBe("Dr Thandeka Mkhize");
    expect(view.qualifications).toEqual(["MA Clinical Psychology (Wits)"]);
    expect(view.services).toEqual(["Individual therapy"]);
    expect(view.medicalAids).toEqual(["Discovery Health Medical Scheme", "Bonitas Medical Fund"]);
    expect(view.languages).toEqual(["English", "isiZulu"]);
    expect(view.payment).toBe("Medical aid and cash/card");
    expect(view.bio).toEqual(["First paragraph.", "Second paragraph."]);
    expect(view.stars).toBe(4);
    expect(view.reviewCount).toBe(3);
  });

  it("shows website, video and social links only for business_package, with safe URLs", () => {
    const business = profileView(response("business_package"));
    expect(business.website).toEqual({
      label: "thandekamkhize.co.za",
      href: "https://www.thandekamkhize.co.za/",
    });
    expect(business.video).toEqual({
      kind: "embed",
      src: "https://www.youtube-nocookie.com/embed/inpok4MKVLM",
    });
    expect(business.social).toEqual([{ label: "Facebook", href: "https://facebook.com/drmkhize" }]);
    const starter = profileView(response("starter_package"));
    expect(starter.website).toBeNull();
    expect(starter.video).toBeNull();
    expect(starter.social).toEqual([]);
  });

  it("tolerates missing lists", () => {
    const bare = response("starter_package");
    const partial = {
      ...bare,
      practitioner: { ...bare.practitioner, get_reviews: undefined, get_medical_aids: undefined },
    } as unknown as ProfileResponse;
    const view = profileView(partial);
    expect(view.reviews).toEqual([]);
    expect(view.stars).toBeNull();
    expect(view.medicalAids).toEqual([]);
  });
});

describe("labels", () => {
  it("names the payment options", () => {
    expect(paymentLabel("both")).toBe("Medical aid and cash/card");
    expect(paymentLabel("Medical Aid")).toBe("Medical aid");
    expect(paymentLabel("Cash-Card")).toBe("Cash/card");
    expect(paymentLabel("")).toBeNull();
    expect(paymentLabel("toString")).toBeNull();
  });
  it("says the rating and review count", () => {
    expect(ratingLabel(4)).toBe("Rated 4 out of 5");
    expect(reviewCountLabel(1)).toBe("1 review");
    expect(reviewCountLabel(0)).toBe("0 reviews");
    expect(reviewCountLabel(12)).toBe("12 reviews");
  });
  it("titles the page with an en dash", () => {
    expect(profileTitle("Dr Thandeka Mkhize", "Clinical Psychologist")).toBe(
      "Dr Thandeka Mkhize – Clinical Psychologist | Vula Health",
    );
    expect(profileTitle("Dr A", "")).toBe("Dr A | Vula Health");
  });
  it("makes initials without titles", () => {
    expect(initials("Dr Thandeka Mkhize")).toBe("TM");
    expect(initials("Sipho")).toBe("S");
  });
  it("labels social links from link_for or the host", () => {
    expect(socialLabel("facebook", "https://facebook.com/x")).toBe("Facebook");
    expect(socialLabel("Linked In", "https://linkedin.com/in/x")).toBe("LinkedIn");
    expect(socialLabel("twitter", "https://x.com/x")).toBe("X (Twitter)");
    expect(socialLabel("", "https://www.instagram.com/x")).toBe("Instagram");
    expect(socialLabel("mastodon", "https://mastodon.social/@x")).toBe("Mastodon");
    expect(socialLabel("", "https://example.org/x")).toBe("example.org");
  });
  it("cleans lists", () => {
    expect(cleanList([" a ", "A", "", null, "b"])).toEqual(["a", "b"]);
    expect(cleanList(undefined)).toEqual([]);
  });
});

describe("links", () => {
  it("accepts http(s) and bare domains, refuses other schemes", () => {
    expect(safeHttpUrl("https://example.co.za/a")).toBe("https://example.co.za/a");
    expect(safeHttpUrl("example.co.za")).toBe("https://example.co.za/");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:text/html,x")).toBeNull();
    expect(safeHttpUrl("mailto:a@b.co")).toBeNull();
    expect(safeHttpUrl("not a url")).toBeNull();
    expect(safeHttpUrl("")).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });
  it("embeds YouTube (nocookie) and Vimeo, links anything else", () => {
    const embed = "https://www.youtube-nocookie.com/embed/inpok4MKVLM";
    expect(videoView("https://youtu.be/inpok4MKVLM")).toEqual({ kind: "embed", src: embed });
    expect(videoView("https://www.youtube.com/embed/inpok4MKVLM")).toEqual({ kind: "embed", src: embed });
    expect(videoView("https://m.youtube.com/shorts/inpok4MKVLM")).toEqual({ kind: "embed", src: embed });
    expect(videoView("https://vimeo.com/76979871")).toEqual({
      kind: "embed",
      src: "https://player.vimeo.com/video/76979871",
    });
    expect(videoView("https://example.com/intro.mp4")).toEqual({
      kind: "link",
      href: "https://example.com/intro.mp4",
    });
    expect(videoView("javascript:alert(1)")).toBeNull();
    expect(videoView("")).toBeNull();
  });
});

describe("reviews", () => {
  it("lists newest first, undated last, with en-ZA dates", () => {
    const reviews = reviewsNewestFirst(response("starter_package").practitioner.get_reviews);
    expect(reviews.map((review) => review.name)).toEqual(["Anonymous", "Sipho", "Lerato"]);
    expect(reviews[0]?.date).toEqual({ iso: "2025-03-02", text: "2 March 2025" });
    expect(reviews[2]?.date).toBeNull();
    expect(reviews[1]?.stars).toBe(5);
  });
  it("reads dates in South African time", () => {
    expect(reviewDate("2025-03-12T22:30:00Z")).toEqual({ iso: "2025-03-13", text: "13 March 2025" });
    expect(reviewDate("2025-03-12")).toEqual({ iso: "2025-03-12", text: "12 March 2025" });
    expect(reviewDate("")).toBeNull();
  });
  it("leaves unrated reviews without stars", () => {
    const [review] = reviewsNewestFirst([{ rating: 0, comment: "ok", name: "A", created_at: "2025-01-01" }]);
    expect(review?.stars).toBeNull();
  });
});
