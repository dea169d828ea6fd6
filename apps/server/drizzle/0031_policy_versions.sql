CREATE TABLE "policy_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" text NOT NULL,
	"markdown" text NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_versions_policy_id_known" CHECK ("policy_versions"."policy_id" IN ('terms-of-service', 'privacy-policy', 'refund-policy', 'shipping-policy', 'contact-information'))
);
--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_versions_policy_id_created_at_idx" ON "policy_versions" USING btree ("policy_id","created_at");--> statement-breakpoint
-- A policy's text never changes silently: a version is only ever added, and the database
-- refuses to change or remove one, whatever code or hand asks. Its staff member may still go
-- (set null) when the member is removed.
CREATE FUNCTION keep_policy_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a version of the % policy is kept as it was saved: save a new version instead', OLD.policy_id;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER policy_versions_kept BEFORE UPDATE OF policy_id, markdown, created_at OR DELETE ON policy_versions
FOR EACH ROW EXECUTE FUNCTION keep_policy_version();
