CREATE TABLE "coupon_holds" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" uuid,
	"held_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unmatched_payments" DROP CONSTRAINT "unmatched_payments_reason_known";--> statement-breakpoint
ALTER TABLE "coupon_holds" ADD CONSTRAINT "coupon_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_holds" ADD CONSTRAINT "coupon_holds_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_holds" ADD CONSTRAINT "coupon_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_holds_coupon_held_until_idx" ON "coupon_holds" USING btree ("coupon_id","held_until");--> statement-breakpoint
CREATE INDEX "coupon_holds_coupon_user_idx" ON "coupon_holds" USING btree ("coupon_id","user_id");--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_reason_known" CHECK ("unmatched_payments"."reason" IN ('sold-out', 'coupon-used-up', 'no-order', 'amount-differs', 'paid-twice', 'found-by-reconciliation'));